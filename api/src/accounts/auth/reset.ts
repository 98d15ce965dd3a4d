// Password reset: a single-use link valid 30 minutes, always built from PUBLIC_URL (never the
// request's Host, which an attacker could set to their own site).
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { passwordResets, users } from '../../db/schema';
import { addMs, MINUTE_MS } from '../../plugins/time/clock';
import { HttpError } from '../../plugins/http/http-error';
import { hashToken, randomToken } from './tokens';
import { enqueueMail } from '../../mail/queue';
import { passwordChangedMail, resetLinkMail } from '../../mail/templates';
import type { AuthDeps } from './deps';
import { authMessages } from './messages';
import { hashPassword } from './password';
import { revokeUserSessions } from './sessions';

export const RESET_TTL_MS = 30 * MINUTE_MS;

/** Mails a reset link when the account exists; says nothing either way. */
export async function requestReset(deps: AuthDeps, email: string): Promise<void> {
  const [user] = await deps.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  if (!user) return;
  const now = deps.now();
  const token = randomToken();
  const tokenHash = hashToken(token);
  const url = `${deps.config.publicUrl}/auth/reset/password?token=${encodeURIComponent(token)}`;
  // The route runs this after its answer (app.afterReply), so a known address is not slower.
  await deps.db.transaction(async (tx) => {
    await tx
      .delete(passwordResets)
      .where(and(eq(passwordResets.userId, user.id), lte(passwordResets.expiresAt, now)));
    await tx.insert(passwordResets).values({
      tokenHash,
      userId: user.id,
      expiresAt: addMs(now, RESET_TTL_MS),
      createdAt: now,
    });
    const mail = resetLinkMail(user.email, url, RESET_TTL_MS / MINUTE_MS);
    await enqueueMail(tx, `reset-link:${tokenHash}`, mail, now, addMs(now, RESET_TTL_MS));
  });
  deps.mail.kick();
}

/**
 * Uses a reset token once: new password, every session revoked, a notice mailed. The link is
 * claimed before its password is hashed, so the same link sent many times
 * at once hashes once; `client` is the caller's key in the hashing queue. Returns the account's
 * address.
 */
export async function confirmReset(
  deps: AuthDeps,
  token: string,
  newPassword: string,
  client: string,
): Promise<string> {
  const now = deps.now();
  const tokenHash = hashToken(token);
  const live = and(
    eq(passwordResets.tokenHash, tokenHash),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, now),
  );
  // A cheap look first: a bogus token never takes a place in the hashing queue.
  const [found] = await deps.db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(live);
  if (!found) throw new HttpError(400, authMessages.resetInvalid);
  let userId: string | undefined;
  // Claimed only once a place in the queue is held: a busy queue (503) leaves the link unused. A
  // hash that fails after the claim spends the link; the user asks for another.
  const passwordHash = await deps.hashQueue.runClaimed(
    client,
    async () => {
      const [used] = await deps.db
        .update(passwordResets)
        .set({ usedAt: now })
        .where(live)
        .returning({ userId: passwordResets.userId });
      userId = used?.userId;
      return userId !== undefined;
    },
    () => hashPassword(newPassword),
  );
  if (passwordHash === undefined || userId === undefined) {
    throw new HttpError(400, authMessages.resetInvalid);
  }
  const claimedBy = userId;
  const email = await deps.db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, claimedBy))
      .returning({ email: users.email });
    if (!user) return undefined;
    await revokeUserSessions(tx, claimedBy, now);
    // Other outstanding links of the account die with this one.
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, claimedBy), isNull(passwordResets.usedAt)));
    const mail = passwordChangedMail(user.email, deps.config.publicUrl);
    await enqueueMail(tx, `password-changed:${tokenHash}`, mail, now);
    return user.email;
  });
  if (!email) throw new HttpError(400, authMessages.resetInvalid);
  deps.mail.kick();
  return email;
}
