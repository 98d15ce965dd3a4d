import { focusManager } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { threadMessages, workLimitMessages } from 'api-contract/applications';
import { renderScreen } from 'shared-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StudentApplicationPage } from '../student-application-page';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

const pay = {
  amount_cents: 3250,
  unit: 'hour',
  employment_type: 'casual',
  hours_min: 10,
  hours_max: 15,
  schedule: '',
  junior_rates: false,
  hourly_cents: 3250,
};
const id = '00000000-0000-4000-8000-000000000001';
const otherId = '00000000-0000-4000-8000-000000000002';
const at = '2099-11-20T01:00:00.000Z';
const slots = ['2099-12-01T00:00:00.000Z', '2099-12-02T03:30:00.000Z'];

function application(status: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    status,
    created_at: at,
    job: {
      id: '00000000-0000-4000-8000-0000000000aa',
      title: 'Weekend Barista',
      business_name: 'Harbour Cafe',
      pay,
      availability: 'open',
    },
    history: [{ from: null, to: 'submitted', actor: 'student', at }],
    interview: null,
    offer: null,
    ...extra,
  };
}

const offer = (hours: number, start = '2099-12-07') => ({
  start_date: start,
  hours_per_week: hours,
  note: null,
  offered_at: at,
  answered_at: null,
});

/** The job as the student applied to it: version 1, since changed (now version 2). */
let appliedListing: Record<string, unknown>;
const versionOne = {
  version: 1,
  current_version: 2,
  version_created_at: at,
  title: 'Barista',
  business_name: 'Harbour Cafe',
  short_preview: 'Weekend coffee',
  description: 'Make coffee for our Saturday crowd.',
  location: 'Newtown NSW 2042',
  pay,
  answers: [{ question: 'When can you start?', answer: 'Monday' }],
  anything_else_answer: null,
};

/**
 * A fetch answering by address: the thread (not open yet), the applications list, the profile,
 * and each POST in turn; records the POSTs.
 */
function api(rows: unknown[], visa: boolean, ...posts: { status: number; body: unknown }[]) {
  const sent: { url: string; body: unknown }[] = [];
  const json = (status: number, body: unknown) =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  const fn = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (init?.method === 'POST') {
      sent.push({
        url,
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      });
      const next = posts.shift() ?? { status: 500, body: {} };
      return json(next.status, next.body);
    }
    if (url.includes('/messages')) {
      return json(200, {
        messages: [],
        can_send: false,
        closed_reason: threadMessages.notOpenYet,
      });
    }
    if (url.endsWith('/listing')) return json(200, appliedListing);
    if (url.startsWith('/api/student/applications')) {
      return json(200, { applications: rows, total_applications: rows.length });
    }
    return json(200, {
      name: 'Mia Nguyen',
      email: 'mia@uni.edu.au',
      university: 'UTS',
      degree: 'Nursing',
      about: '',
      experience: '',
      other_qualifications: '',
      qualifications: [],
      verification: null,
      student_visa_work_limit: visa,
    });
  };
  vi.stubGlobal('fetch', fn);
  return sent;
}

const open = () =>
  renderScreen(<StudentApplicationPage />, `/profile/student/application?id=${id}`);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  appliedListing = { ...versionOne, current_version: 1 };
});
appliedListing = { ...versionOne, current_version: 1 };

describe('A student application page', () => {
  it('shows the job, the stage in plain words and the history', async () => {
    api(
      [
        application('seen', {
          history: [
            { from: null, to: 'submitted', actor: 'student', at },
            { from: 'submitted', to: 'seen', actor: 'employer', at },
          ],
        }),
      ],
      false,
    );
    open();
    expect(await screen.findByRole('heading', { name: 'Weekend Barista' })).toBeTruthy();
    expect(screen.getByText('The employer is reviewing your application.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the job' })).toBeTruthy();
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('You applied')).toBeTruthy();
    expect(within(history).getByText('The employer opened your application')).toBeTruthy();
    const messages = screen.getByRole('region', { name: 'Messages' });
    expect(await within(messages).findByText(threadMessages.notOpenYet)).toBeTruthy();
  });

  it('shows the job as the student applied, with their answers, and says it has changed since', async () => {
    appliedListing = versionOne;
    api([application('submitted')], false);
    open();
    const applied = await screen.findByRole('region', { name: 'The job as you applied' });
    expect(await within(applied).findByText('Barista')).toBeTruthy();
    expect(within(applied).getByText(/\$32\.50\/h/)).toBeTruthy();
    expect(within(applied).getByText('When can you start?')).toBeTruthy();
    expect(within(applied).getByText('Monday')).toBeTruthy();
    const note = within(applied).getByRole('note');
    expect(note.textContent).toContain('The employer has changed this job since you applied.');
    expect(within(note).getByRole('link', { name: 'see the job as it is now' })).toBeTruthy();
  });

  it('says nothing of changes when the job reads as the student applied', async () => {
    api([application('submitted')], false);
    open();
    const applied = await screen.findByRole('region', { name: 'The job as you applied' });
    expect(await within(applied).findByText('Monday')).toBeTruthy();
    expect(within(applied).queryByRole('note')).toBeNull();
  });

  it('says so when the application is not the student’s', async () => {
    api([], false);
    open();
    expect(await screen.findByRole('heading', { name: 'Application not found' })).toBeTruthy();
  });

  it('picks an interview time from the radio cards', async () => {
    const interview = {
      where: 'Shop 3',
      note: null,
      slots: slots.map((starts_at) => ({ starts_at, chosen: false })),
    };
    const sent = api([application('interview', { interview })], false, {
      status: 200,
      body: { status: 'interview', interview },
    });
    open();
    expect(await screen.findByText('Pick an interview time.')).toBeTruthy();
    const times = screen.getByRole('group', { name: 'Interview times' });
    fireEvent.click(within(times).getAllByRole('radio')[1] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm this time' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: `/api/student/applications/${id}/interview`,
      body: { slot: slots[1] },
    });
  });

  it('asks for other times only with a note, and keeps it when refused', async () => {
    const interview = {
      where: 'Shop 3',
      note: null,
      slots: slots.map((starts_at) => ({ starts_at, chosen: false })),
    };
    const sent = api([application('interview', { interview })], false, {
      status: 409,
      body: { detail: 'This application was withdrawn.' },
    });
    open();
    fireEvent.click(await screen.findByRole('radio', { name: /None of these work/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Ask for other times' }));
    expect(
      screen.getByText('Say which times would suit you, so the employer can offer others.'),
    ).toBeTruthy();
    const note = screen.getByRole('textbox', { name: /Which times would suit you/ });
    fireEvent.change(note, { target: { value: 'Weekday evenings' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask for other times' }));
    expect(await screen.findByText('This application was withdrawn.')).toBeTruthy();
    expect(sent[0]?.body).toEqual({ slot: null, note: 'Weekday evenings' });
    expect(screen.getByRole('textbox', { name: /Which times would suit you/ })).toHaveProperty(
      'value',
      'Weekday evenings',
    );
  });

  it('accepts an offer after confirming', async () => {
    const sent = api([application('offered', { offer: offer(12) })], false, {
      status: 200,
      body: { status: 'hired', offer: offer(12) },
    });
    open();
    expect(await screen.findByText('You have an offer. Accept or decline it below.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept offer' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept this offer?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept offer' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: `/api/student/applications/${id}/offer`,
      body: { accept: true },
    });
  });

  it('warns a student on a limited visa when the hours go over 48 a fortnight, and lets them accept', async () => {
    const hired = {
      ...application('hired', { offer: offer(30, '2099-11-30') }),
      id: otherId,
    };
    const sent = api([application('offered', { offer: offer(20) }), hired], true, {
      status: 200,
      body: { status: 'hired', offer: offer(20) },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept offer' }));
    const dialog = await screen.findByRole('dialog', { name: workLimitMessages.title });
    expect(within(dialog).getByText(workLimitMessages.condition)).toBeTruthy();
    expect(within(dialog).getByText(workLimitMessages.courseBreaks)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: workLimitMessages.link })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept offer' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ accept: true });
  });

  it('does not warn a student who has not said their visa limits their hours', async () => {
    const hired = { ...application('hired', { offer: offer(30, '2099-11-30') }), id: otherId };
    api([application('offered', { offer: offer(20) }), hired], false);
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept offer' }));
    expect(screen.getByRole('dialog', { name: 'Accept this offer?' })).toBeTruthy();
  });

  it('says "You got the job" once hired, with no offer buttons', async () => {
    api([application('hired', { offer: { ...offer(12), answered_at: at } })], false);
    open();
    expect(await screen.findByText('You got the job')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept offer' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Withdraw/ })).toBeNull();
  });

  it('shows the employer’s move when the student comes back to the tab, without a reload', async () => {
    const rows = [application('submitted')];
    api(rows, false);
    open();
    expect(
      await screen.findByText('The employer has not opened your application yet.'),
    ).toBeTruthy();
    rows[0] = application('shortlisted');
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    expect(
      await screen.findByText(
        'You are on the shortlist. This is not an offer yet: interview times come by email.',
      ),
    ).toBeTruthy();
    focusManager.setFocused(undefined);
  });
});
