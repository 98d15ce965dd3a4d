// The other side hears of new messages by mail: at most one mail per thread, recipient and
// quarter-hour of the clock (the event key's bucket; the queue ignores a second write of a key),
// and counted toward the recipient's daily cap of notifications (mail/notification-cap.ts).
import type { Database } from '../../db/client';
import { enqueueMail } from '../../mail/queue';
import { newMessageMail } from '../../mail/thread-templates';
import { MINUTE_MS } from '../../plugins/time/clock';
import { emailOf, type Thread, type ThreadRole } from './parties';

export const NOTICE_BUCKET_MS = 15 * MINUTE_MS;

/** The prefix of the notices' event keys (capped: mail/notification-cap.ts). */
export const MESSAGE_NOTICE_PREFIX = 'message:';

/** The application page of the recipient's side, where the thread is. */
function pageOf(thread: Thread, recipient: ThreadRole, publicUrl: string): string {
  const path =
    recipient === 'student' ? '/profile/student/application' : '/profile/employer/viewapplication';
  return `${publicUrl}${path}?id=${thread.applicationId}`;
}

export async function queueMessageNotice(
  tx: Database,
  input: { thread: Thread; sender: ThreadRole; body: string },
  context: { publicUrl: string; now: Date },
): Promise<void> {
  const { thread, sender } = input;
  const recipient: ThreadRole = sender === 'student' ? 'employer' : 'student';
  const to = await emailOf(tx, thread.recipientId);
  if (!to) return;
  const bucket = Math.floor(context.now.getTime() / NOTICE_BUCKET_MS);
  const mail = newMessageMail(to, {
    from: sender === 'student' ? thread.applicantName : thread.businessName,
    job: { title: thread.title },
    body: input.body,
    url: pageOf(thread, recipient, context.publicUrl),
  });
  await enqueueMail(
    tx,
    `${MESSAGE_NOTICE_PREFIX}${thread.applicationId}:${recipient}:${bucket}`,
    mail,
    context.now,
  );
}
