import { expect, test, type Page } from '@playwright/test';
import { applyViaApi } from '../support/applications';
import { signInFresh } from '../support/demo';
import { MAIL_HTTP_URL, uniqueEmail, type Mail } from '../support/mailbox';

// The hiring pipeline from both sides, on the screens: a student applies; the employer shortlists,
// writes to the student, who is mailed and replies on their application page; the employer reads
// the reply, invites to an interview (the mail's calendar file holds the time) and, once the
// student picked a time, offers the job; the student accepts, is hired, reads "You got the job"
// and can no longer withdraw.
test.skip(!!process.env.E2E_BASE_URL, 'needs the local site and its mail catcher');

async function mailsTo(address: string): Promise<Mail[]> {
  const response = await fetch(`${MAIL_HTTP_URL}/messages?to=${encodeURIComponent(address)}`);
  return (await response.json()) as Mail[];
}

/** The first mail to `address` whose subject starts with `subject`, once it has arrived. */
async function mailStartingWith(address: string, subject: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).find((mail) => mail.subject.startsWith(subject));
        return found !== undefined;
      },
      { message: `a mail "${subject}…" to ${address}` },
    )
    .toBe(true);
  if (!found) throw new Error(`no mail "${subject}…" to ${address}`);
  return found;
}

/** An iCalendar date-time in UTC, as DTSTART writes it: 20991214T230000Z. */
const icsUtc = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').slice(0, 15) + 'Z';

/** `iso` as the wall-clock time of `timeZone`, as DTSTART;TZID=… writes it: 20991215T100000. */
function icsLocal(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}${part('month')}${part('day')}T${part('hour')}${part('minute')}${part('second')}`;
}

/**
 * Checks a calendar file as a calendar app reads it: one VCALENDAR with a VEVENT that starts at
 * `startsAt` (in UTC, or at that wall-clock time in its TZID) and whose SUMMARY names `title`.
 */
function expectCalendarEvent(ics: string, startsAt: string, title: string) {
  // Long lines are folded with CRLF and a space (RFC 5545 3.1); unfolded before reading.
  const lines = ics.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.filter(Boolean).at(-1)).toBe('END:VCALENDAR');
  const begin = lines.indexOf('BEGIN:VEVENT');
  const end = lines.indexOf('END:VEVENT');
  expect(begin).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(begin);
  const event = lines.slice(begin + 1, end);
  const start = event.map((line) => /^DTSTART(?:;TZID=([^:;]+))?:(\d{8}T\d{6}Z?)$/.exec(line));
  const [, zone, at] = start.find(Boolean) ?? [];
  expect(at, `DTSTART in ${event.join(' | ')}`).toBeDefined();
  expect(at).toBe(zone ? icsLocal(startsAt, zone) : icsUtc(startsAt));
  expect(event.find((line) => line.startsWith('SUMMARY:'))).toContain(title);
}

/** A listing of the employer signed in on `page`, open to applications; returns its id and title. */
async function postListing(page: Page): Promise<{ id: string; title: string }> {
  const title = `Hiring test ${uniqueEmail('x').split('@')[0]}`;
  const created = await page.request.post('/api/employer/listings', {
    data: {
      title,
      category_code: 'EVNT',
      short_preview: 'Weekend event help',
      description: 'Help set up chairs and greet guests.',
      location: 'Newtown NSW 2042',
      latitude: -33.8978,
      longitude: 151.1795,
      expiry_date: '2099-12-31',
      max_applications: 5,
      questions: [],
      pay: {
        amount_cents: 3400,
        unit: 'hour',
        employment_type: 'casual',
        hours_min: 8,
        hours_max: 12,
        schedule: 'Weekends',
        junior_rates: false,
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  return { id, title };
}

test('a student is shortlisted, interviewed, offered the job and hired', async ({
  page,
  browser,
}) => {
  // Two people's whole pipeline with a conversation in it: longer than the suite's 30 s per test.
  test.setTimeout(90_000);
  const employerContext = await browser.newContext();
  const employer = await employerContext.newPage();
  await signInFresh(employer, 'employer');
  const listing = await postListing(employer);

  const studentEmail = await signInFresh(page, 'student');
  await applyViaApi(page.request, listing.id, studentEmail);
  const list = await employer.request.get(`/api/employer/listings/${listing.id}/applications`);
  const { applications } = (await list.json()) as { applications: { id: string }[] };
  const applicationId = applications[0]?.id ?? '';
  expect(applicationId).not.toBe('');

  // Before the shortlist the employer's page says when messages open; after it, they write.
  await employer.goto(`/profile/employer/viewapplication?id=${applicationId}`);
  const employerThread = employer.getByRole('region', { name: 'Messages' });
  await expect(
    employerThread.getByText('Messages open once you shortlist this application.'),
  ).toBeVisible();
  const decision = employer.getByRole('region', { name: 'Application Decision' });
  await decision.getByRole('button', { name: 'Shortlist' }).click();
  const question = 'Hi! Are you free for a chat this week?\nWe are near Newtown station.';
  await employerThread.getByRole('textbox', { name: /^Message to / }).fill(question);
  await employerThread.getByRole('button', { name: 'Send' }).click();
  const employerList = employerThread.getByRole('list', { name: /^Messages with / });
  await expect(employerList.getByRole('listitem')).toHaveCount(1);
  await expect(employerList.getByRole('listitem').first()).toContainText('Sent');

  // The student is mailed the first words and a link to their application page, and replies there.
  const notice = await mailStartingWith(studentEmail, 'New message from ');
  expect(notice.subject).toContain(listing.title);
  expect(notice.text).toContain('Hi! Are you free for a chat this week?');
  expect(notice.text).toContain(`/profile/student/application?id=${applicationId}`);
  await page.goto(`/profile/student/application?id=${applicationId}`);
  const studentThread = page.getByRole('region', { name: 'Messages' });
  const studentList = studentThread.getByRole('list', { name: /^Messages with / });
  await expect(studentList.getByRole('listitem').first()).toContainText(
    'Hi! Are you free for a chat this week?',
  );
  await studentThread
    .getByRole('textbox', { name: /^Message to / })
    .fill('Yes, Thursday afternoon suits me.');
  await studentThread.getByRole('button', { name: 'Send' }).click();
  await expect(studentList.getByRole('listitem')).toHaveCount(2);
  await expect(studentList.getByRole('listitem').last()).toContainText(
    'Yes, Thursday afternoon suits me.',
  );

  // The employer reads the reply under their own message, which the student has read.
  await employer.reload();
  await expect(employerList.getByRole('listitem')).toHaveCount(2);
  await expect(employerList.getByRole('listitem').first()).toContainText('Read');
  await expect(employerList.getByRole('listitem').last()).toContainText(
    'Yes, Thursday afternoon suits me.',
  );

  // The employer invites to an interview at a time to come.
  await decision.getByRole('button', { name: 'Invite to interview' }).click();
  const invite = employer.getByRole('dialog', { name: 'Invite to interview' });
  const time = invite.getByLabel('Interview time 1');
  await time.fill('15/12/2099 10:00 AM');
  await time.press('Tab');
  await invite.getByRole('textbox', { name: /Where/ }).fill('Shop 3, 10 King St, Newtown');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite).toBeHidden();
  await expect(employer.getByRole('region', { name: 'Interview' })).toBeVisible();

  // The student is mailed the times, each as a calendar file, and picks the one offered on their
  // application page.
  const invitation = await mailStartingWith(studentEmail, 'Interview invitation:');
  const detail = await employer.request.get(`/api/employer/applications/${applicationId}`);
  const { interview } = (await detail.json()) as { interview: { slots: { starts_at: string }[] } };
  const offered = interview.slots[0]?.starts_at ?? '';
  // The time typed, 15/12/2099 10:00 AM, in the browser's zone (this machine's, as the test's).
  expect(icsLocal(offered, Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
    '20991215T100000',
  );
  const calendar = invitation.attachments.find((file) => file.filename.endsWith('.ics'));
  expect(calendar?.contentType).toMatch(/^text\/calendar/);
  expectCalendarEvent(calendar?.content ?? '', offered, listing.title);
  await page.goto(`/profile/student/application?id=${applicationId}`);
  await expect(page.getByText('Pick an interview time.')).toBeVisible();
  await page.getByRole('group', { name: 'Interview times' }).getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Confirm this time' }).click();
  await expect(page.getByText('Your interview time is set.')).toBeVisible();

  // The employer offers the job.
  await employer.reload();
  await employer.getByRole('button', { name: 'Make an offer' }).click();
  const offer = employer.getByRole('dialog', { name: 'Make an offer' });
  const start = offer.getByLabel('Start date');
  await start.fill('04/01/2100');
  await start.press('Tab');
  await offer.getByRole('spinbutton', { name: /Hours per week/ }).fill('12');
  await offer.getByRole('button', { name: 'Send offer' }).click();
  await expect(offer).toBeHidden();
  await expect(employer.getByRole('region', { name: 'Offer' })).toBeVisible();

  // The student accepts and is hired.
  await page.reload();
  await expect(page.getByText('You have an offer. Accept or decline it below.')).toBeVisible();
  await page.getByRole('button', { name: 'Accept offer' }).click();
  await page
    .getByRole('dialog', { name: 'Accept this offer?' })
    .getByRole('button', { name: 'Accept offer' })
    .click();
  await expect(page.getByText('You got the job')).toBeVisible();
  await expect(page.getByRole('button', { name: /Withdraw/ })).toHaveCount(0);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText('You accepted the offer')).toBeVisible();

  // On the profile the hired application can no longer be withdrawn.
  await page.goto('/profile/student');
  const row = page.getByRole('row', { name: new RegExp(listing.title) });
  await expect(row.getByRole('button', { name: /Withdraw/ })).toBeDisabled();

  // The employer reads the acceptance in the history, and has no moves left.
  await employer.reload();
  await expect(
    employer.getByRole('region', { name: 'History' }).getByText(/accepted the offer$/),
  ).toBeVisible();
  await expect(employer.getByRole('region', { name: 'Application Decision' })).toHaveCount(0);
  await employerContext.close();
});
