import { describe, expect, it } from 'vitest';
import { stageCountParts } from '../stage-words';

const none = { submitted: 0, seen: 0, shortlisted: 0, interview: 0, offered: 0, hired: 0 };

describe("a listing's applications per stage", () => {
  it('names the stages that hold any, in the pipeline order, an unopened one as new', () => {
    expect(
      stageCountParts({
        submitted: 3,
        seen: 0,
        shortlisted: 1,
        interview: 1,
        offered: 1,
        hired: 1,
      }),
    ).toEqual(['3 new', '1 shortlisted', '1 interview', '1 offered', '1 hired']);
    expect(stageCountParts({ ...none, seen: 2, interview: 2 })).toEqual(['2 seen', '2 interviews']);
  });

  it('says nothing for a listing without applications, or from an API without the counts', () => {
    expect(stageCountParts(none)).toEqual([]);
    expect(stageCountParts(undefined)).toEqual([]);
  });
});
