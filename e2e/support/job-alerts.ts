// Job alert journeys: the alert mails that reached the suite's SMTP server, a search
// word no listing holds, and an employer posting listings for an alert to match.
import { expect, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { logInViaApi, signUpViaApi } from './accounts';
import { MAIL_HTTP_URL, type Mail } from './mailbox';

/** The alert mails to `address` (those with a List-Unsubscribe header), oldest first. */
export async function alertMails(address: string): Promise<Mail[]> {
  const response = await fetch(`${MAIL_HTTP_URL}/messages?to=${encodeURIComponent(address)}`);
  return ((await response.json()) as Mail[]).filter((mail) => mail.headers['List-Unsubscribe']);
}

/** A word no other listing holds: letters only, so stemming leaves it whole. */
export const uniqueWord = () =>
  `quokka${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

/** A new employer signed in through the API, and a way to post a listing in Newtown as them. */
export async function newEmployer(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL?: string,
) {
  const request: APIRequestContext = await playwright.request.newContext({ baseURL });
  const password = 'a fresh passphrase';
  await logInViaApi(request, await signUpViaApi(request, password, 'employer'), password);
  /**
   * Posts an open listing with `title` in `category` (and `description`, by default an ordinary
   * one); returns its id.
   */
  const post = async (
    title: string,
    category: string,
    description = 'Greet guests and help the crew.',
  ) => {
    const created = await request.post('/api/employer/listings', {
      data: {
        title,
        category_code: category,
        short_preview: 'Friday night event help',
        description,
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
          hours_min: 4,
          hours_max: 8,
          schedule: 'Friday evenings',
          junior_rates: false,
        },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    return ((await created.json()) as { id: string }).id;
  };
  return { request, post };
}
