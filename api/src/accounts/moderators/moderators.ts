// Moderators, who vet listings: a role nobody signs up for. An operator adds one by address
// (`npm run moderator -- add ops@example.com`): a new account whose password nobody knows, and a
// link mailed to the address to set it (the password reset's link, valid for a day). Removing
// one deletes the account; their decisions stay, with their address (moderation_decisions).
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResets, users } from '../../db/schema';
import { enqueueMail } from '../../mail/queue';
import { moderatorInviteMail } from '../../mail/moderation-templates';
import { addMs, HOUR_MS } from '../../plugins/time/clock';
import { hashPassword } from '../auth/password';
import { hashToken, randomToken } from '../auth/tokens';

/** How long the link to set a new moderator's password works. */
export const INVITE_TTL_MS = 24 * HOUR_MS;

export type ModeratorChange = { ok: true; message: string } | { ok: false; message: string };

const byAddress = (email: string) => sql`lower(${users.email}) = lower(${email.trim()})`;

/** Adds a moderator and mails them the link to set their password. */
export async function addModerator(
  db: Database,
  input: { email: string; publicUrl: string; now: Date },
): Promise<ModeratorChange> {
  const email = input.email.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    return { ok: false, message: `${email} is not an email address.` };
  // A password nobody knows: the account is usable only once its owner sets one.
  const passwordHash = await hashPassword(randomToken());
  const token = randomToken();
  const url = `${input.publicUrl}/auth/reset/password?token=${encodeURIComponent(token)}`;
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ role: users.role }).from(users).where(byAddress(email));
    if (existing?.role === 'moderator')
      return { ok: false, message: `${email} is already a moderator.` };
    if (existing)
      return {
        ok: false,
        message: `${email} has a ${existing.role} account. A moderator needs an address of their own.`,
      };
    const [user] = await tx
      .insert(users)
      .values({ email, passwordHash, role: 'moderator', createdAt: input.now })
      .returning({ id: users.id });
    if (!user) throw new Error('no moderator created');
    const tokenHash = hashToken(token);
    const expiresAt = addMs(input.now, INVITE_TTL_MS);
    await tx
      .insert(passwordResets)
      .values({ tokenHash, userId: user.id, expiresAt, createdAt: input.now });
    const mail = moderatorInviteMail(email, url, INVITE_TTL_MS / HOUR_MS);
    await enqueueMail(tx, `moderator-invite:${tokenHash}`, mail, input.now, expiresAt);
    return {
      ok: true,
      message: `${email} is a moderator. A link to set their password was mailed to them (valid ${INVITE_TTL_MS / HOUR_MS} hours).`,
    };
  });
}

/** Removes a moderator's account; a student's or employer's is never touched. */
export async function removeModerator(db: Database, email: string): Promise<ModeratorChange> {
  const removed = await db
    .delete(users)
    .where(and(byAddress(email), eq(users.role, 'moderator')))
    .returning({ id: users.id });
  return removed.length > 0
    ? { ok: true, message: `${email.trim()} is no longer a moderator.` }
    : { ok: false, message: `${email.trim()} is not a moderator.` };
}

/** The moderators' addresses, oldest first. */
export async function listModerators(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.role, 'moderator'))
    .orderBy(users.createdAt, users.email);
  return rows.map((row) => row.email);
}
