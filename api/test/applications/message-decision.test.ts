// Moderators deal with flagged or reported messages: dismissed lifts the student's warning and
// tells nobody; listing_removed takes the listing down as a listing's removal does (the employer
// paused and mailed the note, the applicants warned, the thread closed). A report alone changes
// nothing for the employer; a message is dealt with once (again only if reported since); a
// listing our team already took down is not taken down twice; students and employers cannot call.
import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  messageDecisionMessages,
  messageDecisionResponse,
  moderatedMessagesResponse,
  SCAM_WARNING,
  threadMessage,
  threadMessages,
  threadResponse,
} from 'api-contract';
import { applicationMessages, employers, listings, moderationDecisions } from '../../src/db/schema';
import { MINUTE_MS } from '../../src/plugins/time/clock';
import { CapturingMailer, TestClock } from '../auth-helpers';
import { build, engines } from '../helper';
import { createModerator, sessionCookie } from '../listings/fixtures';
import { tempDataDir } from '../upload-helpers';
import { applicationAt, postAs } from './pipeline-fixtures';

const SCAM = 'Before you start, pay a $50 registration fee and text me on WhatsApp.';
const NOTE = 'Asked an applicant to pay a fee before starting.';

describe.each(engines)('moderators deal with flagged messages (%s)', (engine) => {
  let app: FastifyInstance;
  let moderator: { id: string; email: string; cookie: string };
  const clock = new TestClock();
  const mailer = new CapturingMailer();
  const dataDir = tempDataDir();
  beforeAll(async () => {
    app = await build(engine, { clock: clock.now, mailer, env: { DATA_DIR: dataDir } });
    const made = await createModerator(app.db);
    moderator = { ...made, cookie: await sessionCookie(app, made.id) };
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  type Thread = Awaited<ReturnType<typeof applicationAt>>;
  const messagesUrl = (side: 'student' | 'employer', id: string) =>
    `/${side}/applications/${id}/messages`;
  const send = async (thread: Thread, body: string) => {
    const sent = await postAs(app, thread.employer.cookie, messagesUrl('employer', thread.id), {
      body,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    clock.advance(MINUTE_MS);
    return threadMessage.parse(sent.json()).id;
  };
  const decide = (messageId: string, payload: object, cookie = moderator.cookie) =>
    postAs(app, cookie, `/moderator/messages/${messageId}/decision`, payload);
  const list = async (path = '/moderator/messages') =>
    moderatedMessagesResponse.parse(
      (
        await app.inject({ method: 'GET', url: path, headers: { cookie: moderator.cookie } })
      ).json(),
    ).messages;
  const studentPage = async (thread: Thread) =>
    threadResponse.parse(
      (
        await app.inject({
          method: 'GET',
          url: messagesUrl('student', thread.id),
          headers: { cookie: thread.student.cookie },
        })
      ).json(),
    );
  const listingOf = async (thread: Thread) => {
    const [row] = await app.db
      .select({ status: listings.status, suspendedAt: employers.postingSuspendedAt })
      .from(listings)
      .innerJoin(employers, eq(employers.userId, listings.employerId))
      .where(eq(listings.id, thread.listingId));
    return row;
  };
  const decisionsOn = async (thread: Thread) =>
    app.db
      .select({
        decision: moderationDecisions.decision,
        reason: moderationDecisions.reason,
        kind: moderationDecisions.reasonKind,
      })
      .from(moderationDecisions)
      .where(eq(moderationDecisions.listingId, thread.listingId));

  it("dismissed lifts the student's warning, tells nobody and leaves the list for the dealt-with one", async () => {
    const thread = await applicationAt(app, 'shortlisted');
    const id = await send(thread, SCAM);
    expect((await studentPage(thread)).messages[0]).toMatchObject({ warning: SCAM_WARNING });
    const waiting = (await list()).find((m) => m.id === id);
    expect(waiting?.decision).toBeNull();
    expect(waiting?.listing.status).toBe('posted');
    expect(waiting?.signals).toEqual(
      expect.arrayContaining([
        {
          code: 'upfront_fee',
          label: 'Asks the applicant to pay: a fee, deposit or purchase before starting',
        },
      ]),
    );
    const mailsBefore = (await mailer.delivered()).length;

    const done = await decide(id, { outcome: 'dismissed' });
    expect(done.statusCode, done.body).toBe(200);
    expect(messageDecisionResponse.parse(done.json())).toEqual({
      outcome: 'dismissed',
      decided_at: clock.now().toISOString().replace('Z', '000Z'),
      already_removed: false,
    });

    expect((await studentPage(thread)).messages[0]).toMatchObject({ body: SCAM, warning: null });
    expect((await list()).some((m) => m.id === id)).toBe(false);
    expect((await list('/moderator/messages/dealt-with')).find((m) => m.id === id)).toMatchObject({
      decision: { outcome: 'dismissed', note: '', moderator_email: moderator.email },
    });
    expect(await listingOf(thread)).toEqual({ status: 'posted', suspendedAt: null });
    expect(await decisionsOn(thread)).toEqual([]);
    expect((await mailer.delivered()).length).toBe(mailsBefore);
    // The thread goes on.
    await send(thread, 'Thanks, see you Monday.');
  });

  it('is refused a second time, whichever the outcome, and the listing stays up', async () => {
    const thread = await applicationAt(app, 'interview');
    const id = await send(thread, SCAM);
    expect(
      (await decide(id, { outcome: 'dismissed', note: 'A club fee, refunded.' })).statusCode,
    ).toBe(200);
    for (const payload of [{ outcome: 'dismissed' }, { outcome: 'listing_removed', note: NOTE }]) {
      const again = await decide(id, payload);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ detail: messageDecisionMessages.dealtWith });
    }
    expect(await listingOf(thread)).toEqual({ status: 'posted', suspendedAt: null });
    const [row] = await app.db
      .select({ note: applicationMessages.decisionNote })
      .from(applicationMessages)
      .where(eq(applicationMessages.id, id));
    expect(row?.note).toBe('A club fee, refunded.');
  });

  it('waits again when its student reports it after a dismissal of the scam checks’ flag', async () => {
    const thread = await applicationAt(app, 'shortlisted');
    const id = await send(thread, SCAM);
    expect((await decide(id, { outcome: 'dismissed' })).statusCode).toBe(200);
    clock.advance(MINUTE_MS);
    const reported = await postAs(
      app,
      thread.student.cookie,
      `${messagesUrl('student', thread.id)}/${id}/report`,
      { reason: 'He asked me again for the fee by phone.' },
    );
    expect(reported.statusCode, reported.body).toBe(200);
    expect((await list()).find((m) => m.id === id)).toMatchObject({
      report_reason: 'He asked me again for the fee by phone.',
      decision: { outcome: 'dismissed' },
    });
    const removed = await decide(id, { outcome: 'listing_removed', note: NOTE });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await listingOf(thread))?.status).toBe('removed');
  });

  it('listing_removed takes the listing down as a removal does: paused, mailed, warned, closed', async () => {
    const thread = await applicationAt(app, 'shortlisted');
    const id = await send(thread, SCAM);
    const noNote = await decide(id, { outcome: 'listing_removed' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json<{ detail: string }>().detail).toContain('its employer reads it');
    expect((await listingOf(thread))?.status).toBe('posted');

    const done = await decide(id, { outcome: 'listing_removed', note: NOTE });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ outcome: 'listing_removed', already_removed: false });
    expect(await listingOf(thread)).toEqual({ status: 'removed', suspendedAt: clock.now() });
    expect(await decisionsOn(thread)).toEqual([
      { decision: 'remove', reason: NOTE, kind: 'message' },
    ]);
    const toEmployer = await mailer.last(thread.employer.email);
    expect(toEmployer.subject).toBe("Your listing 'Bookseller' was removed");
    expect(toEmployer.text).toContain(`The reason: ${NOTE}`);
    const toStudent = await mailer.last(thread.student.email);
    expect(toStudent.subject).toBe("A warning about the listing 'Bookseller'");

    // The thread is closed to both sides; the student keeps the warning.
    const page = await studentPage(thread);
    expect(page).toMatchObject({ can_send: false, closed_reason: threadMessages.listingRemoved });
    expect(page.messages[0]).toMatchObject({ warning: SCAM_WARNING });
    const more = await postAs(app, thread.employer.cookie, messagesUrl('employer', thread.id), {
      body: 'Hello?',
    });
    expect(more.statusCode).toBe(409);
    expect((await list('/moderator/messages/dealt-with')).find((m) => m.id === id)).toMatchObject({
      listing: { status: 'removed' },
      decision: { outcome: 'listing_removed', note: NOTE, moderator_email: moderator.email },
    });
  });

  it('records a message of a listing our team already took down, without taking it down again', async () => {
    const thread = await applicationAt(app, 'shortlisted');
    const first = await send(thread, SCAM);
    const second = await send(thread, 'Text me on WhatsApp to sort out the fee.');
    expect((await decide(first, { outcome: 'listing_removed', note: NOTE })).statusCode).toBe(200);
    const mailsAfterRemoval = (await mailer.delivered()).length;

    const again = await decide(second, { outcome: 'listing_removed', note: 'Same employer.' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ outcome: 'listing_removed', already_removed: true });
    expect(await decisionsOn(thread)).toHaveLength(1);
    expect((await mailer.delivered()).length).toBe(mailsAfterRemoval);
    expect((await list()).some((m) => m.id === second)).toBe(false);

    // Taken down from the listings' queue first: the same.
    const other = await applicationAt(app, 'shortlisted');
    const flagged = await send(other, SCAM);
    const listingDecision = await postAs(
      app,
      moderator.cookie,
      `/moderator/listings/${other.listingId}/decision`,
      { decision: 'remove', reason: NOTE },
    );
    expect(listingDecision.statusCode, listingDecision.body).toBe(200);
    const recorded = await decide(flagged, { outcome: 'listing_removed', note: NOTE });
    expect(recorded.json()).toMatchObject({ already_removed: true });
    expect(await decisionsOn(other)).toHaveLength(1);
  });

  it('takes down a listing its employer closed or deleted, and pauses them', async () => {
    for (const status of ['closed', 'removed'] as const) {
      const thread = await applicationAt(app, 'hired');
      const id = await send(thread, SCAM);
      await app.db
        .update(listings)
        .set({ status, closedAt: clock.now(), closeOutcome: 'filled' })
        .where(eq(listings.id, thread.listingId));
      const done = await decide(id, { outcome: 'listing_removed', note: NOTE });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toMatchObject({ already_removed: false });
      expect(await listingOf(thread)).toEqual({ status: 'removed', suspendedAt: clock.now() });
      expect(await decisionsOn(thread)).toEqual([
        { decision: 'remove', reason: NOTE, kind: 'message' },
      ]);
    }
  });

  it('never punishes on a report alone, and refuses messages nobody flagged or reported', async () => {
    const thread = await applicationAt(app, 'shortlisted');
    const id = await send(thread, 'Could you come in on Monday at 10?');
    const unflagged = await decide(id, { outcome: 'listing_removed', note: NOTE });
    expect(unflagged.statusCode).toBe(409);
    expect(unflagged.json()).toEqual({ detail: messageDecisionMessages.notModerated });

    // A competitor's friend reports an honest message: it waits for a moderator, nothing more.
    const mailsBefore = (await mailer.to(thread.employer.email)).length;
    const reported = await postAs(
      app,
      thread.student.cookie,
      `${messagesUrl('student', thread.id)}/${id}/report`,
      { reason: 'This business is a scam.' },
    );
    expect(reported.statusCode).toBe(200);
    expect(await listingOf(thread)).toEqual({ status: 'posted', suspendedAt: null });
    expect((await mailer.to(thread.employer.email)).length).toBe(mailsBefore);
    expect((await list()).some((m) => m.id === id)).toBe(true);

    const unknown = await decide('00000000-0000-4000-8000-00000000abcd', { outcome: 'dismissed' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: messageDecisionMessages.notFound });
  });

  it('is refused to the student and the employer, and to a bad outcome, changing nothing', async () => {
    const thread = await applicationAt(app, 'shortlisted');
    const id = await send(thread, SCAM);
    for (const cookie of [thread.student.cookie, thread.employer.cookie]) {
      expect((await decide(id, { outcome: 'dismissed' }, cookie)).statusCode).toBe(403);
    }
    expect((await decide(id, { outcome: 'ignored' })).statusCode).toBe(400);
    expect((await decide(id, { outcome: 'dismissed', extra: true })).statusCode).toBe(400);
    expect((await studentPage(thread)).messages[0]).toMatchObject({ warning: SCAM_WARNING });
    expect((await list()).find((m) => m.id === id)?.decision).toBeNull();
  });
});
