// A listing's questions through its versions. A question row is never rewritten: an answer points
// at it, and must stay with the words its applicant read. An edit keeps each question whose text
// and place are unchanged, and retires the others (from the new version on) for new rows, so each
// version asks one question per place.
import { and, asc, eq, inArray, isNull, lte, or, gt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { questions } from '../../db/schema';

export interface CurrentQuestion {
  id: string;
  text: string;
}

/** SQL: the question is asked in `version` of its listing. */
export const askedIn = (version: number): SQL =>
  and(
    lte(questions.addedInVersion, version),
    or(isNull(questions.retiredInVersion), gt(questions.retiredInVersion, version)),
  ) as SQL;

/** The questions the listing asks now, in order. */
export function currentQuestions(db: Database, listingId: string): Promise<CurrentQuestion[]> {
  return db
    .select({ id: questions.id, text: questions.text })
    .from(questions)
    .where(and(eq(questions.listingId, listingId), isNull(questions.retiredInVersion)))
    .orderBy(asc(questions.position));
}

/** Whether the texts are the questions asked now, in their order. */
export const sameQuestions = (current: readonly CurrentQuestion[], texts: readonly string[]) =>
  current.length === texts.length && current.every((q, i) => q.text === texts[i]);

/**
 * Makes `texts` the questions of `version`: the rows kept, retired and added. Runs in the edit's
 * transaction, after the listing's row was locked.
 */
export async function reviseQuestions(
  tx: Database,
  input: {
    listingId: string;
    current: readonly CurrentQuestion[];
    texts: readonly string[];
    version: number;
  },
): Promise<void> {
  const { listingId, current, texts, version } = input;
  const changed = current.filter((q, i) => texts[i] !== q.text);
  // Retired first: the place of a current question is unique (questions_listing_position_key).
  if (changed.length > 0) {
    await tx
      .update(questions)
      .set({ retiredInVersion: version })
      .where(
        inArray(
          questions.id,
          changed.map((q) => q.id),
        ),
      );
  }
  const added = texts
    .map((text, position) => ({ text, position }))
    .filter(({ text, position }) => current[position]?.text !== text)
    .map(({ text, position }) => ({ listingId, position, text, addedInVersion: version }));
  if (added.length > 0) await tx.insert(questions).values(added);
}
