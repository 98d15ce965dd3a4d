// Password reset: a single-use link valid 30 minutes, always built from PUBLIC_URL (never the
// request's Host, which an attacker could set to their own site).
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { passwordResets, users } from '../db/schema';
import { addMs, MINUTE_MS } from '../lib/clock';
import { HttpError } from '../lib/http-error';
import { hashToken, randomToken } from '../lib/tokens';
import { passwordChangedMail, resetLinkMail } from '../mail/templates';
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
  await deps.db
    .delete(passwordResets)
    .where(and(eq(passwordResets.userId, user.id), lte(passwordResets.expiresAt, now)));
  await deps.db.insert(passwordResets).values({
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: addMs(now, RESET_TTL_MS),
    createdAt: now,
  });
  const url = `${deps.config.publicUrl}/auth/reset/password?token=${encodeURIComponent(token)}`;
  // The route runs this after its answer (app.afterReply), so a known address is not slower.
  await deps.mail.send(resetLinkMail(user.email, url, RESET_TTL_MS / MINUTE_MS));
}

/** Uses a reset token once: new password, every session revoked, a notice mailed. */
export async function confirmReset(
  deps: AuthDeps,
  token: string,
  newPassword: string,
): Promise<void> {
  const now = deps.now();
  // The token first: only a live link costs an argon2 hash (the update below checks it again).
  const live = and(
    eq(passwordResets.tokenHash, hashToken(token)),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, now),
  );
  const [found] = await deps.db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(live);
  if (!found) throw new HttpError(400, authMessages.resetInvalid);
  const passwordHash = await deps.hashQueue.run(() => hashPassword(newPassword));
  const email = await deps.db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(live)
      .returning({ userId: passwordResets.userId });
    if (!used) return undefined;
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, used.userId))
      .returning({ email: users.email });
    await revokeUserSessions(tx, used.userId, now);
    // Other outstanding links of the account die with this one.
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, used.userId), isNull(passwordResets.usedAt)));
    return user?.email;
  });
  if (email === undefined) throw new HttpError(400, authMessages.resetInvalid);
  deps.mail.sendLater(passwordChangedMail(email, deps.config.publicUrl));
}
