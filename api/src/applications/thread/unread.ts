// Messages to a user not read yet: the nav's total and each application's count. Both read the
// partial index on recipient_id where read_at is null (application_messages_unread_idx), so they
// cost the unread messages of that user, never the whole table.
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applicationMessages as m } from '../../db/schema';

/** Messages to `userId` not read yet: a count from the partial index alone. */
export async function unreadMessages(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(m)
    .where(and(eq(m.recipientId, userId), isNull(m.readAt)));
  return row?.n ?? 0;
}

/**
 * Messages to `userId` not read yet in each of the applications of `ids`, by one grouped count
 * over the user's unread messages; an application without any is absent (0).
 */
export async function unreadByApplication(
  db: Database,
  userId: string,
  ids: readonly string[],
): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: m.applicationId, n: count() })
    .from(m)
    .where(and(eq(m.recipientId, userId), isNull(m.readAt), inArray(m.applicationId, [...ids])))
    .groupBy(m.applicationId);
  return new Map(rows.map((row) => [row.id, row.n]));
}
