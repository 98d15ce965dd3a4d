// Why a new listing waits for a moderator: the scam signals of its words or of its employer's
// business profile, an employer whose listings our team removed or rejected (until a moderator
// approves a later one), whose ABN the register says is cancelled, or pay far above what the work
// usually pays. None of these refuses a listing: each holds it as pending, out of browse, search
// and alerts, until a moderator approves or rejects it. An ordinary listing is public at once.
// Reports that wait or were dismissed never hold an employer's other listings: anyone can report,
// and only a person's finding (a removal or rejection) counts against them.
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { minimumHourlyCents, rateOn, type HoldReason, type MinimumWageRate } from 'api-contract';
import { queryRows, type Database } from '../../db/client';
import { listings, moderationDecisions } from '../../db/schema';
import { tableAs } from '../../db/sql-names';
import { abnReason } from './abn-reason';
import { businessTextReasons, type BusinessProfileText } from './business-text-reasons';
import { scamSignals } from './scam-signals';

const l = alias(listings, 'l');
const d = alias(moderationDecisions, 'd');
const a = alias(moderationDecisions, 'a');

/** The recent listings of a category whose pay says what its work usually pays. */
export const PAY_SAMPLE_SIZE = 500;
/** Fewer listings than this in the category say too little: the fixed ceiling applies alone. */
export const PAY_SAMPLE_MIN = 20;
/** Held above this many times the category's median hourly pay... */
export const PAY_MEDIAN_FACTOR = 3;
/** ...and above this many times the casual minimum (tutors, say, earn well above the minimum). */
export const PAY_MINIMUM_FACTOR = 4;

export interface NewListingFacts {
  employerId: string;
  categoryCode: string;
  /** Title, preview, description, location, schedule and questions: all a student reads. */
  texts: readonly string[];
  /** The employer's business name and description, as their profile shows them now. */
  business: BusinessProfileText;
  hourlyCents: number;
  minimumWages: readonly MinimumWageRate[];
  today: string;
}

/**
 * The employer's past: listings our team removed or rejected since a moderator last approved one
 * of theirs that was held. One approval after a removal ends the extra scrutiny; until then each
 * new listing is looked at by a person.
 */
async function historyReasons(db: Database, employerId: string): Promise<HoldReason[]> {
  const [row] = await queryRows<{ removed: number }>(
    db,
    sql`select count(*)::int as removed from ${tableAs(d)}
      where ${d.employerId} = ${employerId}::uuid and ${d.decision} in ('remove', 'reject')
        and ${d.decidedAt} > coalesce((select max(${a.decidedAt}) from ${tableAs(a)}
          where ${a.employerId} = ${employerId}::uuid and ${a.decision} = 'approve'
            and ${a.priorStatus} = 'pending'), '-infinity'::timestamptz)`,
  );
  if (!row || row.removed === 0) return [];
  return [
    {
      code: 'employer_removed_before',
      kind: 'history',
      label: `Our team removed or rejected ${row.removed} of this employer's listings since they last had one approved`,
      excerpt: null,
    },
  ];
}

/** Pay far above the category's usual pay, or above a fixed multiple of the casual minimum. */
async function payReason(db: Database, facts: NewListingFacts): Promise<HoldReason | null> {
  const rate = rateOn(facts.minimumWages, facts.today);
  const casualMinimum = rate ? minimumHourlyCents(rate, 'casual') : 0;
  const [sample] = await queryRows<{ median: number | null; n: number }>(
    db,
    sql`select percentile_cont(0.5) within group (order by s.hourly_cents) as median,
        count(*)::int as n
      from (select ${l.hourlyCents} as hourly_cents from ${tableAs(l)}
        where ${l.categoryCode} = ${facts.categoryCode} and ${l.status} = 'posted'
        order by ${l.createdAt} desc limit ${PAY_SAMPLE_SIZE}) s`,
  );
  const median = sample && sample.n >= PAY_SAMPLE_MIN ? Number(sample.median) : null;
  const ceiling = Math.max(
    PAY_MINIMUM_FACTOR * casualMinimum,
    median === null ? 0 : PAY_MEDIAN_FACTOR * median,
  );
  if (ceiling <= 0 || facts.hourlyCents <= ceiling) return null;
  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  return {
    code: 'pay_far_above_usual',
    kind: 'pay',
    label:
      median === null
        ? `Pays ${dollars(facts.hourlyCents)} an hour, more than ${PAY_MINIMUM_FACTOR} times the casual minimum`
        : `Pays ${dollars(facts.hourlyCents)} an hour; listings in this category usually pay ${dollars(median)}`,
    excerpt: null,
  };
}

/** Every reason to hold the new listing; empty when it may go live at once. */
export async function holdReasons(db: Database, facts: NewListingFacts): Promise<HoldReason[]> {
  const signals = scamSignals(facts.texts).map(({ code, label, excerpt }) => ({
    code,
    kind: 'listing_text' as const,
    label,
    excerpt,
  }));
  const pay = await payReason(db, facts);
  const abn = await abnReason(db, facts.employerId);
  return [
    ...signals,
    ...businessTextReasons(facts.business),
    ...(await historyReasons(db, facts.employerId)),
    ...(abn ? [abn] : []),
    ...(pay ? [pay] : []),
  ];
}
