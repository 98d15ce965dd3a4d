// A thread with messages, made through the API as the screens would make it: a new employer
// posts a listing, the signed-in student applies, and the employer shortlists and writes.
import { expect, request, test, type Page } from '@playwright/test';
import { logInViaApi, signUpViaApi } from './accounts';
import { applyViaApi } from './applications';
import { openListingBody } from './listing-pay';
import { uniqueEmail } from './mailbox';

/** Words the scam checks flag (contact off the site): the student reads them with the warning. */
export const WARNED_MESSAGE = 'Message me on WhatsApp to book your first shift.';

/**
 * An application of the student signed in on `student`, shortlisted by a new employer who wrote
 * `messages` in turn; returns the application's id.
 */
export async function threadWithMessages(student: Page, messages: string[]): Promise<string> {
  const employer = await request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const password = 'a fresh passphrase';
    await logInViaApi(employer, await signUpViaApi(employer, password, 'employer'), password);
    const posted = await employer.post('/api/employer/listings', {
      data: openListingBody(`Thread ${uniqueEmail('x').split('@')[0]}`),
    });
    expect(posted.status(), await posted.text()).toBe(201);
    const { id: listingId } = (await posted.json()) as { id: string };
    await applyViaApi(student.request, listingId, uniqueEmail('thread-student'));
    const list = await employer.get(`/api/employer/listings/${listingId}/applications`);
    const { applications } = (await list.json()) as { applications: { id: string }[] };
    const id = applications[0]?.id ?? '';
    const shortlisted = await employer.post(`/api/employer/applications/${id}/status`, {
      data: { new_status: 'shortlisted' },
    });
    expect(shortlisted.ok(), await shortlisted.text()).toBe(true);
    for (const body of messages) {
      const sent = await employer.post(`/api/employer/applications/${id}/messages`, {
        data: { body },
      });
      expect(sent.status(), await sent.text()).toBe(201);
    }
    return id;
  } finally {
    await employer.dispose();
  }
}
