// Session repository. A login starts a family: one `sessions` row per refresh token, each also
// carrying the access token issued with it. Refresh rotates (the presented row is marked
// replaced, a new row joins the family); presenting a replaced token again means it was stolen or
// replayed, so the whole family is revoked, except within a few seconds of its replacement, when
// it is a second tab refreshing at the same moment. No rotation passes the family's absolute expiry.
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { addMs, DAY_MS, MINUTE_MS } from '../../plugins/time/clock';
import { hashToken, randomToken } from './tokens';
import type { RecentRotations } from './recent-rotations';
import type { AuthUser, IssuedTokens } from './session-types';

export const ACCESS_TTL_MS = 15 * MINUTE_MS;
/** A refresh token unused for this long expires (each rotation starts a new one). */
export const REFRESH_IDLE_TTL_MS = 14 * DAY_MS;
/** From login; rotation never extends a family beyond it. */
export const SESSION_ABSOLUTE_TTL_MS = 30 * DAY_MS;
/**
 * How long after its replacement a refresh token is still taken: tabs that refresh at once with
 * one cookie. After it, presenting the token is a replay and revokes the family.
 */
export const REFRESH_GRACE_MS = 5_000;

type Executor = Pick<Database, 'insert' | 'update' | 'select'>;

async function insertSession(
  db: Executor,
  values: { id?: string; userId: string; familyId: string; absoluteExpiresAt: Date; now: Date },
): Promise<IssuedTokens> {
  const accessToken = randomToken();
  const refreshToken = randomToken();
  const accessExpiresAt = addMs(
    values.now,
    Math.min(ACCESS_TTL_MS, values.absoluteExpiresAt.getTime() - values.now.getTime()),
  );
  const refreshExpiresAt = new Date(
    Math.min(values.now.getTime() + REFRESH_IDLE_TTL_MS, values.absoluteExpiresAt.getTime()),
  );
  await db.insert(sessions).values({
    id: values.id ?? randomUUID(),
    userId: values.userId,
    familyId: values.familyId,
    tokenHash: hashToken(refreshToken),
    accessTokenHash: hashToken(accessToken),
    accessExpiresAt,
    expiresAt: refreshExpiresAt,
    absoluteExpiresAt: values.absoluteExpiresAt,
    createdAt: values.now,
  });
  return { accessToken, accessExpiresAt, refreshToken, refreshExpiresAt };
}

/** Starts a new family for a user who just proved who they are. */
export async function createSession(
  db: Executor & Pick<Database, 'delete'>,
  userId: string,
  now: Date,
): Promise<IssuedTokens> {
  // The user's families past their absolute expiry can never be used again; drop them here so
  // the table does not grow with every login.
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), lte(sessions.absoluteExpiresAt, now)));
  return insertSession(db, {
    userId,
    familyId: randomUUID(),
    absoluteExpiresAt: addMs(now, SESSION_ABSOLUTE_TTL_MS),
    now,
  });
}

export async function revokeFamily(db: Executor, familyId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
}

/** Signs a user out everywhere (password reset). */
export async function revokeUserSessions(db: Executor, userId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export type RotateResult =
  | { ok: true; user: AuthUser; tokens: IssuedTokens }
  | { ok: false; reason: 'unknown' | 'revoked' | 'expired' | 'reused' };

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * A replaced token presented again: within the grace period of its replacement (and its family
 * alive), the pair given for it (this process remembers it) or a sibling in the family; after it,
 * a replay that revokes the family.
 */
async function presentedAgain(
  tx: Transaction,
  row: { familyId: string; userId: string; absoluteExpiresAt: Date; replacedBy: string | null },
  user: AuthUser,
  context: { tokenHash: string; now: Date; recent: RecentRotations | undefined },
): Promise<RotateResult> {
  const { now } = context;
  const [successor] = row.replacedBy
    ? await tx
        .select({ createdAt: sessions.createdAt, revokedAt: sessions.revokedAt })
        .from(sessions)
        .where(eq(sessions.id, row.replacedBy))
    : [];
  const withinGrace =
    successor &&
    !successor.revokedAt &&
    now.getTime() - successor.createdAt.getTime() <= REFRESH_GRACE_MS;
  if (!withinGrace) {
    await revokeFamily(tx, row.familyId, now);
    return { ok: false, reason: 'reused' };
  }
  const given = context.recent?.find(context.tokenHash, now);
  if (given) return { ok: true, ...given };
  const tokens = await insertSession(tx, {
    userId: row.userId,
    familyId: row.familyId,
    absoluteExpiresAt: row.absoluteExpiresAt,
    now,
  });
  return { ok: true, user, tokens };
}

/**
 * Exchanges a refresh token for a new pair; a reused token revokes its family (after the grace
 * period). `recent` remembers each answer for the grace period, so a second tab gets the same one.
 */
export async function rotateSession(
  db: Database,
  refreshToken: string,
  now: Date,
  recent?: RecentRotations,
): Promise<RotateResult> {
  const tokenHash = hashToken(refreshToken);
  const result = await db.transaction(async (tx): Promise<RotateResult & { fresh?: true }> => {
    const select = () =>
      tx
        .select({
          id: sessions.id,
          userId: sessions.userId,
          familyId: sessions.familyId,
          expiresAt: sessions.expiresAt,
          absoluteExpiresAt: sessions.absoluteExpiresAt,
          revokedAt: sessions.revokedAt,
          replacedBy: sessions.replacedBy,
          role: users.role,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.tokenHash, tokenHash));
    const [row] = await select();
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.revokedAt) return { ok: false, reason: 'revoked' };
    const user = { id: row.userId, role: row.role };
    const context = { tokenHash, now, recent };
    if (row.replacedBy) return presentedAgain(tx, row, user, context);
    if (row.expiresAt <= now || row.absoluteExpiresAt <= now)
      return { ok: false, reason: 'expired' };
    const successorId = randomUUID();
    // Conditional, so of two concurrent uses of one token only one rotates it; the other then
    // finds it replaced a moment ago.
    const claimed = await tx
      .update(sessions)
      .set({ replacedBy: successorId })
      .where(and(eq(sessions.id, row.id), isNull(sessions.replacedBy), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    if (claimed.length === 0) {
      const [current] = await select();
      if (!current || current.revokedAt) return { ok: false, reason: 'revoked' };
      return presentedAgain(tx, current, user, context);
    }
    const tokens = await insertSession(tx, {
      id: successorId,
      userId: row.userId,
      familyId: row.familyId,
      absoluteExpiresAt: row.absoluteExpiresAt,
      now,
    });
    return { ok: true, user, tokens, fresh: true };
  });
  if (result.ok && result.fresh) recent?.remember(tokenHash, result.user, result.tokens, now);
  if (result.ok) return { ok: true, user: result.user, tokens: result.tokens };
  return result;
}

/** The family of the first of `tokens` (refresh or access tokens) that is known, if any. */
export async function findFamily(
  db: Executor,
  tokens: { refresh?: string; access?: string },
): Promise<string | undefined> {
  const lookups = [
    { column: sessions.tokenHash, value: tokens.refresh },
    { column: sessions.accessTokenHash, value: tokens.access },
  ];
  for (const { column, value } of lookups) {
    if (!value) continue;
    const [row] = await db
      .select({ familyId: sessions.familyId })
      .from(sessions)
      .where(eq(column, hashToken(value)));
    if (row) return row.familyId;
  }
  return undefined;
}

/** The user behind a live access token: unexpired, family not revoked, within absolute life. */
export async function findAccessUser(
  db: Executor,
  accessToken: string,
  now: Date,
): Promise<AuthUser | undefined> {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.accessTokenHash, hashToken(accessToken)),
        gt(sessions.accessExpiresAt, now),
        gt(sessions.absoluteExpiresAt, now),
        isNull(sessions.revokedAt),
      ),
    );
  return row;
}
