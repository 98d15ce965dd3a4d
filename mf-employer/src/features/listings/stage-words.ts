import { STAGE_COUNT_STATUSES, type StageCounts } from 'api-contract/listings';

type Stage = (typeof STAGE_COUNT_STATUSES)[number];

/** Each stage as the employer reads it on a count: an application not opened yet is new. */
const STAGE_WORDS: Record<Stage, [one: string, many: string]> = {
  submitted: ['new', 'new'],
  seen: ['seen', 'seen'],
  shortlisted: ['shortlisted', 'shortlisted'],
  interview: ['interview', 'interviews'],
  offered: ['offered', 'offered'],
  hired: ['hired', 'hired'],
};

/**
 * A listing's applications per stage, in the pipeline's order, only the stages that hold any:
 * ["3 new", "1 shortlisted", "2 interviews"]. None from an API before the counts.
 */
export function stageCountParts(counts: StageCounts | undefined): string[] {
  if (!counts) return [];
  return STAGE_COUNT_STATUSES.filter((stage) => counts[stage] > 0).map((stage) => {
    const [one, many] = STAGE_WORDS[stage];
    return `${counts[stage]} ${counts[stage] === 1 ? one : many}`;
  });
}
