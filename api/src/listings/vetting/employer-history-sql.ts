// What a moderator reads of an employer's past, beside a listing or a request for a review: when
// they joined, their listings, those our team removed or rejected, those students reported, and
// whether their posting is paused. One JSON object per row, over the aliases the caller joined.
import { sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { listingReports, listings, moderationDecisions } from '../../db/schema';
import { tableAs } from '../../db/sql-names';
import { createdAtText } from '../browse';

const own = alias(listings, 'own');
const d = alias(moderationDecisions, 'd');
const rep = alias(listingReports, 'rep');

/** The `employerHistory` object of the contract, for the employer `e` and their user `u`. */
export function employerHistoryJson(
  e: { userId: AnyPgColumn; businessName: AnyPgColumn; postingSuspendedAt: AnyPgColumn },
  u: { createdAt: AnyPgColumn },
): SQL {
  return sql`json_build_object(
    'employer_id', ${e.userId}, 'business_name', ${e.businessName},
    'joined_at', ${createdAtText(sql`${u.createdAt}`)},
    'listings', (select count(*)::int from ${tableAs(own)} where ${own.employerId} = ${e.userId}),
    'removed', (select count(*)::int from ${tableAs(d)}
      where ${d.employerId} = ${e.userId} and ${d.decision} in ('remove', 'reject')),
    'reported', (select count(distinct ${rep.listingId})::int from ${tableAs(rep)}
      join ${tableAs(own)} on ${own.id} = ${rep.listingId}
      where ${own.employerId} = ${e.userId}),
    'posting_suspended', ${e.postingSuspendedAt} is not null
  )`;
}
