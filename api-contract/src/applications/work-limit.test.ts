import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  WORK_LIMIT_HOURS_PER_FORTNIGHT,
  dateOfDay,
  dayNumber,
  firstFortnightOverLimit,
  mondayOf,
  workLimitMessages,
  type WorkHours,
} from './work-limit';

const job = (start_date: string, hours_per_week: number, end_date?: string): WorkHours => ({
  start_date,
  hours_per_week,
  end_date,
});

// 2026-11-30 and 2026-12-07 are Mondays.
describe('a fortnight over the work limit', () => {
  it('is none at exactly 48 hours: 24 and 24 in a fortnight', () => {
    // 12 and 12 a week, side by side.
    expect(firstFortnightOverLimit([job('2026-11-30', 12)], job('2026-11-30', 12))).toBeNull();
    // 24 in the first week (a hire ending on its Sunday), 24 in the second (the offer).
    expect(
      firstFortnightOverLimit([job('2026-11-23', 24, '2026-12-06')], job('2026-12-07', 24)),
    ).toBeNull();
  });

  it('is the first fortnight over at 49 hours: 25 and 24 in a fortnight', () => {
    expect(firstFortnightOverLimit([job('2026-11-30', 12.5)], job('2026-11-30', 12))).toEqual({
      fortnight_start: '2026-11-30',
      total_hours: 49,
    });
    expect(
      firstFortnightOverLimit([job('2026-11-23', 25, '2026-12-06')], job('2026-12-07', 24)),
    ).toEqual({ fortnight_start: '2026-11-30', total_hours: 49 });
  });

  it('counts a fortnight whose second week is the first of the offer', () => {
    // 30 hours a week already; the offer's first week alone takes the fortnight before it over.
    expect(firstFortnightOverLimit([job('2026-11-23', 30)], job('2026-11-30', 20))).toEqual({
      fortnight_start: '2026-11-23',
      total_hours: 80,
    });
  });

  it('counts a hire starting in the second week of a fortnight only there', () => {
    // 20 a week from 30 Nov; another 10 a week from 7 Dec: 20+20 = 40, then 20+30 = 50.
    expect(firstFortnightOverLimit([job('2026-12-07', 10)], job('2026-11-30', 20))).toEqual({
      fortnight_start: '2026-11-30',
      total_hours: 50,
    });
  });

  it('counts the whole week of a start on a Sunday, and none of the week before a Monday', () => {
    // Sunday 6 Dec belongs to the week of Monday 30 Nov.
    expect(firstFortnightOverLimit([job('2026-12-06', 25)], job('2026-11-30', 24))).toEqual({
      fortnight_start: '2026-11-23',
      total_hours: 49,
    });
    // Monday 7 Dec starts a week of its own.
    expect(firstFortnightOverLimit([job('2026-12-07', 25)], job('2026-11-30', 24))).toEqual({
      fortnight_start: '2026-11-30',
      total_hours: 73,
    });
  });

  it('counts a hire ended in the week before the offer only in the fortnight holding both', () => {
    // Ended a fortnight before: no fortnight holds both.
    expect(
      firstFortnightOverLimit([job('2026-11-02', 40, '2026-11-22')], job('2026-11-30', 20)),
    ).toBeNull();
    // Ended on the Sunday before: the fortnight from 23 Nov holds 40 and 20.
    expect(
      firstFortnightOverLimit([job('2026-11-02', 40, '2026-11-29')], job('2026-11-30', 20)),
    ).toEqual({
      fortnight_start: '2026-11-23',
      total_hours: 60,
    });
    // Ending on Tuesday 1 Dec, it still counts that whole week.
    const endsTuesday = job('2026-11-02', 40, '2026-12-01');
    expect(firstFortnightOverLimit([endsTuesday], job('2026-11-30', 20))).toEqual({
      fortnight_start: '2026-11-23',
      total_hours: 100,
    });
  });

  it('is none for an offer that ends before it starts', () => {
    expect(
      firstFortnightOverLimit([job('2026-11-30', 40)], job('2026-12-10', 40, '2026-12-01')),
    ).toBeNull();
  });

  it('keeps fortnights on Mondays across the year end', () => {
    // Thursday 31 Dec 2026 is in the week of Monday 28 Dec; 4 Jan 2027 is the next Monday.
    expect(firstFortnightOverLimit([job('2027-01-04', 30)], job('2026-12-31', 20))).toEqual({
      fortnight_start: '2026-12-28',
      total_hours: 70,
    });
  });

  it("keeps fortnights on Mondays across Sydney's daylight-saving changes", () => {
    // Sydney leaves daylight saving on Sunday 5 Apr 2026 and starts it on Sunday 4 Oct 2026.
    expect(firstFortnightOverLimit([job('2026-04-06', 30)], job('2026-04-05', 20))).toEqual({
      fortnight_start: '2026-03-30',
      total_hours: 70,
    });
    expect(firstFortnightOverLimit([job('2026-10-05', 30)], job('2026-10-04', 20))).toEqual({
      fortnight_start: '2026-09-28',
      total_hours: 70,
    });
    expect(dateOfDay(mondayOf(dayNumber('2026-10-04')))).toBe('2026-09-28');
    expect(dateOfDay(mondayOf(dayNumber('2026-10-05')))).toBe('2026-10-05');
  });

  it('refuses a date that is not on the calendar', () => {
    expect(() => firstFortnightOverLimit([], job('2026-02-30', 10))).toThrow(RangeError);
    expect(() => firstFortnightOverLimit([job('30/11/2026', 10)], job('2026-11-30', 10))).toThrow(
      RangeError,
    );
  });
});

/**
 * The same rule, day by day: a job counts its hours in each Monday-to-Sunday week holding one of
 * its days, and every fortnight from the one before the offer's first week to a month past the last
 * date named is summed (past that, nothing changes any more).
 */
function bruteForce(hires: readonly WorkHours[], offer: WorkHours) {
  const jobs = [offer, ...hires];
  const dates = jobs.flatMap((j) => [j.start_date, j.end_date ?? j.start_date]).map(dayNumber);
  const isActive = (j: WorkHours, day: number) =>
    day >= dayNumber(j.start_date) && (j.end_date == null || day <= dayNumber(j.end_date));
  const activeInWeek = (j: WorkHours, monday: number) =>
    Array.from({ length: 7 }, (_, i) => monday + i).some((day) => isActive(j, day));
  const last = Math.max(...dates) + 28;
  for (let day = Math.min(...dates) - 14; day <= last; day += 1) {
    if (dateOfDay(day) !== new Date(Date.UTC(1970, 0, 1 + day)).toISOString().slice(0, 10))
      throw new Error('calendar');
    // Mondays only: 1970-01-05 was one.
    if ((day - 4) % 7 !== 0) continue;
    const weeks = [day, day + 7];
    if (!weeks.some((monday) => activeInWeek(offer, monday))) continue;
    const total = jobs.reduce(
      (sum, j) => sum + weeks.filter((monday) => activeInWeek(j, monday)).length * j.hours_per_week,
      0,
    );
    if (total > WORK_LIMIT_HOURS_PER_FORTNIGHT)
      return { fortnight_start: dateOfDay(day), total_hours: total };
  }
  return null;
}

const FIRST_DAY = dayNumber('2026-01-01');
const workHours = fc
  .record({
    start: fc.integer({ min: 0, max: 120 }),
    length: fc.option(fc.integer({ min: -3, max: 60 }), { nil: undefined }),
    hours: fc.integer({ min: 0, max: 40 }),
  })
  .map(({ start, length, hours }): WorkHours => ({
    start_date: dateOfDay(FIRST_DAY + start),
    hours_per_week: hours,
    end_date: length === undefined ? undefined : dateOfDay(FIRST_DAY + start + length),
  }));

describe('the first fortnight over the limit, against a day-by-day count', () => {
  it('agrees for any hires and offer', () => {
    fc.assert(
      fc.property(fc.array(workHours, { maxLength: 4 }), workHours, (hires, offer) => {
        expect(firstFortnightOverLimit(hires, offer)).toEqual(bruteForce(hires, offer));
      }),
      { numRuns: 500 },
    );
  });
});

describe('the warning', () => {
  it('says what condition 8105 allows, that breaks are free of it, and the fortnight', () => {
    expect(workLimitMessages.condition).toBe(
      'Student visa condition 8105 allows at most 48 hours of work a fortnight while your course is in session.',
    );
    expect(workLimitMessages.courseBreaks).toMatch(
      /does not apply during your course’s scheduled breaks/,
    );
    expect(workLimitMessages.overLimit(52.5, 'Mon 30 Nov')).toBe(
      'With your other jobs, you would work 52.5 hours in the fortnight from Mon 30 Nov.',
    );
  });
});
