// Every screen of SPEC section 2, in the states people see, through axe at desktop and phone
// widths: no serious or critical WCAG 2.x A/AA violation may remain, and none scrolls sideways at
// 320 px.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { pdfFile } from '../support/files';
import { openListingBody } from '../support/listing-pay';
import {
  decidedApplicationId,
  liveListingId,
  openJobId,
  signInAs,
  signInFresh,
  submittedApplicationId,
  type Visitor,
} from '../support/demo';
import { uniqueEmail, waitForMail } from '../support/mailbox';
import { button, choosePassword, confirmCode, heading, startSignup } from '../support/signup-steps';
import { threadWithMessages, WARNED_MESSAGE } from '../support/thread';
import { withoutServerView } from '../support/server-view';

// The sign-up screens read mail from the suite's own SMTP server.
test.skip(!!process.env.E2E_BASE_URL, 'needs the local site and its mail catcher');

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
];
/** The narrowest phone the site supports: no screen may scroll sideways there. */
const NARROWEST = { width: 320, height: 640 };

interface Screen {
  name: string;
  /** Who is signed in; 'fresh-*' is a new account with nothing in its lists yet. */
  as: Visitor | 'fresh-student' | 'fresh-employer';
  /** Where to go; a function when the URL needs data (an id) first. */
  path: string | ((page: Page) => Promise<string>);
  /** What a person does on the screen to reach the state under test. */
  then?: (page: Page) => Promise<void>;
  /** Visible once the remote has rendered that state. */
  ready: (page: Page) => Locator;
}

const SCREENS: Screen[] = [
  {
    name: 'browse jobs',
    as: 'visitor',
    path: '/jobs/search',
    ready: (page) =>
      page.getByRole('region', { name: 'Hospitality', exact: true }).getByRole('article').first(),
  },
  {
    name: 'browse jobs with filters that match nothing in a category',
    as: 'student',
    path: '/jobs/search',
    then: async (page) => {
      await page.getByRole('combobox', { name: 'Location' }).fill('Newtown');
      await page
        .getByRole('option', { name: /Newtown/ })
        .first()
        .click();
      await page.getByLabel('Radius').selectOption('2');
      await button(page, 'Apply').click();
    },
    ready: (page) => page.getByText('No Office & Admin jobs match your filters.'),
  },
  {
    name: 'browse jobs with search words, and the job alerts dialog',
    as: 'student',
    path: '/jobs/search?q=barista',
    then: async (page) => {
      await expect(page.getByText(/Best matches first/)).toBeVisible();
      await button(page, 'Get job alerts').click();
    },
    ready: (page) => page.getByRole('dialog', { name: 'Get job alerts' }).getByText('Email me'),
  },
  {
    name: 'browse jobs with search words, and the job alerts dialog by email for a visitor',
    as: 'visitor',
    path: '/jobs/search?q=barista',
    then: async (page) => {
      await expect(page.getByText(/Best matches first/)).toBeVisible();
      await button(page, 'Get job alerts').click();
      const dialog = page.getByRole('dialog', { name: 'Get job alerts' });
      // The form as a visitor fills it, with the address refused.
      await dialog.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
      await page.keyboard.press('Tab');
    },
    ready: (page) =>
      page
        .getByRole('dialog', { name: 'Get job alerts' })
        .getByText('Please enter a valid email address.'),
  },
  {
    name: 'search words that match nothing anywhere',
    as: 'visitor',
    path: '/jobs/search?q=zzqxvw',
    ready: (page) => heading(page, /0 jobs match/),
  },
  {
    name: 'alert unsubscribe page with a link that is not valid',
    as: 'visitor',
    // The page asks the API what the link names as it opens, and says at once that it is not valid.
    path: '/jobs/alerts/unsubscribe?token=v1.not.signed',
    ready: (page) => heading(page, 'This link is not valid'),
  },
  {
    name: 'alert turn-on page naming the alert',
    as: 'visitor',
    path: async (page) => {
      const address = uniqueEmail('axe-alert');
      const saved = await page.request.post('/api/alerts/subscribe', {
        data: {
          email: address,
          search: { category_code: 'EVNT', q: '', min_hourly_cents: null, place: null },
          frequency: 'daily',
        },
      });
      expect(saved.status(), await saved.text()).toBe(200);
      const mail = await waitForMail(address);
      const link = new URL(/^Turn on the alert: (\S+)$/m.exec(mail.text)?.[1] ?? '');
      return link.pathname + link.search;
    },
    ready: (page) => page.getByText(/jobs in Events/),
  },
  {
    name: 'alert turn-on page with a link that is not valid',
    as: 'visitor',
    // The page asks the API what the link names as it opens, and says at once that it is not valid.
    path: '/jobs/alerts/confirm?token=v1.not.signed',
    ready: (page) => heading(page, 'This link is not valid'),
  },
  {
    name: 'an unknown path (the page says it is not found)',
    as: 'visitor',
    path: '/no/such/page',
    // The shell's view, not the server's markup it replaces: the form's field is the view's.
    ready: (page) =>
      page.locator('#shell-not-found').getByRole('heading', { name: 'Page not found' }),
  },
  {
    name: 'job page for a visitor',
    as: 'visitor',
    path: async (page) => `/jobs/apply?id=${await openJobId(page)}`,
    ready: (page) => heading(page, 'Ready to Apply?'),
  },
  {
    name: 'job page with the apply form after a failed submit',
    as: 'student',
    path: async (page) => `/jobs/apply?id=${await openJobId(page)}`,
    then: async (page) => {
      // A long file name must wrap inside the picker, not push the page sideways.
      await page
        .getByLabel('Resume')
        .setInputFiles(pdfFile('my-resume-for-the-weekend-barista-position-final-version-2.pdf'));
      await page.getByLabel('Preferred email').fill('');
      await button(page, 'Submit application').click();
      // Focus goes to the first field in error.
      await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
    },
    ready: (page) => page.getByText('Please enter a valid email.'),
  },
  {
    name: 'about',
    as: 'visitor',
    path: '/about',
    ready: (page) => heading(page, /students/i).first(),
  },
  {
    name: 'employers page for a visitor, with the pay floor in figures',
    as: 'visitor',
    path: '/employers',
    ready: (page) => page.getByText(/^From 1 July \d{4}: at least /),
  },
  {
    name: 'employers page for a signed-in employer',
    as: 'employer',
    path: '/employers',
    ready: (page) => page.getByRole('link', { name: 'Your listings' }).first(),
  },
  {
    name: 'employers page for a signed-in student',
    as: 'student',
    path: '/employers',
    ready: (page) => page.getByRole('link', { name: 'Browse jobs' }),
  },
  {
    name: 'privacy',
    as: 'visitor',
    path: '/privacy',
    ready: (page) => heading(page, 'Contact Us'),
  },
  { name: 'terms', as: 'visitor', path: '/terms', ready: (page) => heading(page, 'Contact Us') },
  {
    name: 'login after a failed attempt',
    as: 'visitor',
    path: '/auth/login',
    then: async (page) => {
      await page.getByLabel('Email').fill('nobody@e2e.studentgigs.au');
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not the password');
      await button(page, 'Log in').click();
    },
    ready: (page) => page.getByRole('alert').filter({ hasText: /incorrect/i }),
  },
  {
    name: 'sign-up email with an invalid address',
    as: 'visitor',
    path: '/auth/signup',
    then: async (page) => {
      await page.getByLabel('Email').fill('not-an-email');
      await page.keyboard.press('Tab');
    },
    ready: (page) => page.getByText('Please enter a valid email address.'),
  },
  {
    name: 'sign-up email opened from the employers page',
    as: 'visitor',
    path: '/auth/signup?role=employer',
    ready: (page) => heading(page, 'Create your employer account'),
  },
  {
    name: 'sign-up code',
    as: 'visitor',
    path: '/auth/signup',
    then: async (page) => void (await startSignup(page, 'a11y')),
    ready: (page) => page.getByLabel('Digit 1 of 6'),
  },
  {
    name: 'sign-up password',
    as: 'visitor',
    path: '/auth/signup',
    then: (page) => confirmCode(page, 'a11y'),
    ready: (page) => page.getByLabel('Confirm password'),
  },
  {
    name: 'sign-up details (student) after a failed submit',
    as: 'visitor',
    path: '/auth/signup',
    then: async (page) => {
      await choosePassword(page, 'a11y');
      await button(page, 'Create account').click();
    },
    ready: (page) => page.getByText('You must accept the Terms of Service to continue.'),
  },
  {
    name: 'sign-up details (employer)',
    as: 'visitor',
    path: '/auth/signup',
    then: async (page) => {
      await choosePassword(page, 'a11y');
      await page.getByRole('tab', { name: "I'm an employer" }).click();
    },
    ready: (page) => page.getByLabel('Business name'),
  },
  {
    name: 'forgot password',
    as: 'visitor',
    path: '/auth/reset/email',
    ready: (page) => heading(page, 'Forgot your password?'),
  },
  {
    name: 'forgot password after sending',
    as: 'visitor',
    path: '/auth/reset/email',
    then: async (page) => {
      await page.getByLabel('Email').fill(uniqueEmail('nobody'));
      await button(page, 'Send reset link').click();
    },
    ready: (page) => heading(page, 'Check your email'),
  },
  {
    name: 'reset password with a used or wrong token',
    as: 'visitor',
    path: '/auth/reset/password?token=not-a-real-token',
    then: async (page) => {
      await page
        .getByRole('textbox', { name: 'New password', exact: true })
        .fill('a new passphrase');
      await page.getByLabel('Confirm new password').fill('a new passphrase');
      await button(page, 'Reset password').click();
    },
    ready: (page) => page.getByRole('alert').filter({ hasText: /\w/ }),
  },
  {
    name: 'student profile with applications, while editing',
    as: 'student',
    path: '/profile/student',
    then: async (page) => {
      await expect(page.getByRole('button', { name: /^Withdraw: / }).first()).toBeVisible();
      await button(page, 'Edit Profile').click();
    },
    ready: (page) => page.getByLabel('I confirm the information I have provided is accurate.'),
  },
  {
    name: 'student profile of a new student with no applications',
    as: 'fresh-student',
    path: '/profile/student',
    ready: (page) =>
      page
        .getByText(
          'You have not applied for a job yet. Find one you like and apply in a few minutes.',
        )
        .first(),
  },
  {
    name: 'student profile with saved jobs and a paused job alert',
    as: 'fresh-student',
    path: async (page) => {
      const id = await openJobId(page);
      expect((await page.request.put(`/api/student/saved-jobs/${id}`)).status()).toBe(200);
      const created = await page.request.post('/api/student/alerts', {
        data: {
          search: { category_code: 'HOSP', q: 'barista', place: null, min_hourly_cents: 3500 },
          frequency: 'daily',
        },
      });
      expect(created.status()).toBe(201);
      const { alert } = (await created.json()) as { alert: { id: string } };
      const paused = await page.request.put(`/api/student/alerts/${alert.id}`, {
        data: { paused: true },
      });
      expect(paused.status()).toBe(200);
      return '/profile/student';
    },
    ready: (page) => page.getByRole('button', { name: /^Resume alert: / }),
  },
  {
    name: 'employer profile with a listing expanded',
    as: 'employer',
    path: '/profile/employer',
    then: async (page) => {
      await page.getByRole('button', { name: 'Bar Attendant (Evenings)', exact: true }).click();
    },
    ready: (page) => page.getByRole('link', { name: 'View Application' }).first(),
  },
  {
    name: 'employer profile of a new employer, editing the description',
    as: 'fresh-employer',
    path: '/profile/employer',
    then: async (page) => {
      await expect(page.getByText('No job listings.')).toBeVisible();
      await button(page, 'Edit').click();
    },
    ready: (page) => page.getByLabel('Description'),
  },
  {
    name: 'employer closing a listing',
    as: 'employer',
    path: '/profile/employer',
    then: async (page) => {
      await page
        .getByRole('button', { name: /^Close listing: / })
        .and(page.locator(':enabled'))
        .first()
        .click();
    },
    ready: (page) =>
      page.getByRole('dialog', { name: 'Close listing?' }).getByText(/will be told|nobody is sent/),
  },
  {
    name: 'student profile whose lists failed to load',
    as: 'fresh-student',
    path: async (page) => {
      await page.route('**/api/student/applications*', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
      );
      return '/profile/student';
    },
    ready: (page) =>
      page.getByRole('alert').filter({ hasText: 'Your applications could not be loaded.' }),
  },
  {
    name: 'browse with a category that failed to load',
    as: 'visitor',
    path: async (page) => {
      await withoutServerView(page);
      await page.route(
        (url) =>
          url.pathname === '/api/system/jobs/by-category' &&
          url.searchParams.get('category_code') === 'HOSP',
        (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
      );
      return '/jobs/search';
    },
    ready: (page) =>
      page.getByRole('alert').filter({ hasText: 'Hospitality jobs could not be loaded.' }),
  },
  {
    name: 'job link to a job that never was',
    as: 'visitor',
    path: '/jobs/apply?id=00000000-0000-4000-8000-000000000000',
    ready: (page) => heading(page, 'We couldn’t find this job'),
  },
  {
    name: 'job link to a removed job, with open jobs like it',
    as: 'fresh-employer',
    path: async (page) => {
      const posted = await page.request.post('/api/employer/listings', {
        data: openListingBody('Removed Barista (axe)'),
      });
      expect(posted.status(), await posted.text()).toBe(201);
      const { id } = (await posted.json()) as { id: string };
      expect((await page.request.delete(`/api/employer/listings/${id}`)).status()).toBe(200);
      return `/jobs/apply?id=${id}`;
    },
    ready: (page) =>
      page.getByRole('region', { name: 'Open jobs like this one' }).getByRole('link').first(),
  },
  {
    name: 'job page with the apply form offering a saved resume',
    as: 'fresh-student',
    path: async (page) => {
      await page.goto('/profile/student');
      const section = page.getByRole('region', { name: 'Saved resume' });
      await section.getByLabel('Upload a resume').setInputFiles(pdfFile('my-cv.pdf'));
      await expect(section.getByText('my-cv.pdf')).toBeVisible();
      return `/jobs/apply?id=${await openJobId(page)}`;
    },
    then: async (page) => {
      await page.getByRole('radio', { name: 'Upload a new file' }).check();
    },
    ready: (page) => page.getByRole('checkbox', { name: 'Also save it to my profile' }),
  },
  {
    name: 'create job listing posted again from a listing',
    as: 'employer',
    path: async (page) => `/profile/employer/createjob?from=${await liveListingId(page)}`,
    ready: (page) => page.getByText(/^Posting again: /),
  },
  {
    name: 'create job listing',
    as: 'employer',
    path: '/profile/employer/createjob',
    ready: (page) => page.getByRole('textbox', { name: /^Question 1/ }),
  },
  {
    name: 'view application awaiting a decision',
    as: 'employer',
    path: async (page) =>
      `/profile/employer/viewapplication?id=${await submittedApplicationId(page)}`,
    ready: (page) => heading(page, 'Application Decision'),
  },
  {
    name: 'view application after rejecting it, read-only',
    as: 'employer',
    path: async (page) =>
      `/profile/employer/viewapplication?id=${await decidedApplicationId(page, 'rejected')}`,
    ready: (page) => page.getByText('No longer available once rejected.'),
  },
  {
    name: 'a student’s application page, its stage, next step and history',
    as: 'student',
    path: async (page) => {
      const response = await page.request.get('/api/student/applications?limit=1');
      const { applications } = (await response.json()) as { applications: { id: string }[] };
      const first = applications[0];
      if (!first) throw new Error('the demo student has no application');
      return `/profile/student/application?id=${first.id}`;
    },
    ready: (page) => heading(page, 'History'),
  },
  {
    name: 'a student’s application page with the employer’s messages, one warned, and the reply box',
    as: 'fresh-student',
    path: async (page) =>
      `/profile/student/application?id=${await threadWithMessages(page, [
        'Thanks for applying! Could you do a trial shift on Saturday?',
        WARNED_MESSAGE,
      ])}`,
    ready: (page) =>
      page.getByRole('region', { name: 'Messages' }).getByText('Warning:', { exact: true }),
  },
  {
    name: 'a student reporting an employer’s message',
    as: 'fresh-student',
    path: async (page) =>
      `/profile/student/application?id=${await threadWithMessages(page, [WARNED_MESSAGE])}`,
    then: async (page) => {
      await page.getByRole('button', { name: /^Report this message/ }).click();
    },
    ready: (page) =>
      page
        .getByRole('dialog', { name: 'Report this message' })
        .getByRole('textbox', { name: /What is wrong with it/ }),
  },
  {
    name: 'moderation queue with the demo’s held listing',
    as: 'moderator',
    path: '/moderation',
    // The demo's listing held for its words (api/seed/demo-moderation.ts).
    ready: (page) => page.getByRole('link', { name: 'Promo Street Team' }),
  },
  {
    name: 'moderation queue, employers asking for a review',
    as: 'moderator',
    path: '/moderation?status=requests',
    // The demo's held listing, whose employer asked (api/seed/demo-moderation.ts).
    ready: (page) => page.getByText(/That WhatsApp number is our booking line/),
  },
  {
    name: 'moderation review of the demo’s held listing, with its employer’s request',
    as: 'moderator',
    path: async (page) => {
      const queue = await page.request.get('/api/moderator/listings?status=pending');
      const { listings } = (await queue.json()) as { listings: { id: string; title: string }[] };
      const held = listings.find((listing) => listing.title === 'Promo Street Team');
      if (!held) throw new Error('no held demo listing');
      return `/moderation/listing?id=${held.id}`;
    },
    ready: (page) => page.getByRole('region', { name: 'The employer asks for a review' }),
  },
  {
    name: 'employer profile with a held listing, asking for a review',
    as: 'fresh-employer',
    path: async (page) => {
      const held = await page.request.post('/api/employer/listings', {
        data: {
          ...openListingBody('Flyer crew'),
          description: 'Message me on WhatsApp to book your first shift.',
        },
      });
      expect(held.status()).toBe(201);
      return '/profile/employer';
    },
    then: async (page) => {
      await button(page, 'Ask for review: Flyer crew').click();
    },
    ready: (page) =>
      page
        .getByRole('dialog', { name: 'Ask for a review' })
        .getByRole('textbox', { name: /What should our team know/ }),
  },
  {
    name: 'moderation review of a live listing, sent without a decision or a reason',
    as: 'moderator',
    path: async (page) => `/moderation/listing?id=${await liveListingId(page)}`,
    then: async (page) => {
      await button(page, 'Send decision').click();
    },
    ready: (page) => page.getByText('Choose a decision.'),
  },
];

/**
 * How far the page scrolls sideways, and the deepest elements that stick out past the viewport's
 * right edge (tag, class and width), or [] when nothing does.
 */
function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const overflow = root.scrollWidth - root.clientWidth;
    if (overflow <= 0) return [];
    const outside = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
      (element) => element.getBoundingClientRect().right > root.clientWidth + 0.5,
    );
    const deepest = outside.filter(
      (element) => !outside.some((o) => o !== element && element.contains(o)),
    );
    return [
      `${overflow}px`,
      ...deepest.slice(0, 5).map((element) => {
        const { width } = element.getBoundingClientRect();
        return `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} ${Math.round(width)}px`;
      }),
    ];
  });
}

/**
 * Resolves once the page's animations that end have ended: mid-animation a dialog fading in reads
 * paler, and axe measures the colours it shows. Endless ones, such as a spinner, are not waited for.
 */
async function animationsSettled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) =>
          Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

async function signIn(page: Page, as: Screen['as']) {
  if (as === 'fresh-student') await signInFresh(page, 'student');
  else if (as === 'fresh-employer') await signInFresh(page, 'employer');
  else await signInAs(page, as);
}

for (const screen of SCREENS) {
  test(`a11y: ${screen.name}`, async ({ page }) => {
    await page.setViewportSize(WIDTHS[0] ?? { width: 1280, height: 800 });
    await signIn(page, screen.as);
    await page.goto(typeof screen.path === 'string' ? screen.path : await screen.path(page));
    await screen.then?.(page);
    await expect(screen.ready(page)).toBeVisible();

    // The same state is checked at each width: the layout changes, the state does not.
    const found: string[] = [];
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await expect(screen.ready(page)).toBeVisible();
      await animationsSettled(page);
      const violations = await seriousViolations(page);
      if (violations.length) found.push(`at ${size.width}px:\n${violations.join('\n')}`);
    }
    expect(found, found.join('\n')).toEqual([]);

    await page.setViewportSize(NARROWEST);
    await expect(screen.ready(page)).toBeVisible();
    // Polled: the layout settles a moment after a resize. What still sticks out is named.
    await expect
      .poll(() => sidewaysOverflow(page), { message: 'scrolls sideways at 320px' })
      .toEqual([]);
  });
}
