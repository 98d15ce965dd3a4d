// The national minimum wage table the API checks every listing's pay against and serves at
// GET /system/minimum-wage. It is data (rates.json), read and checked once when the API starts: a
// row out of order, a gap or an overlap between periods stops the start rather than checking pay
// against a table that is wrong. Adding next year's rate: docs/pay-and-closing.md.
import { minimumWageResponse, type MinimumWageRate } from 'api-contract';
import { z } from 'zod/mini';
import { dayAfter } from '../../plugins/time/dates';
import rates from './rates.json' with { type: 'json' };

export interface MinimumWageTable {
  /** Oldest first, each period starting the day after the one before ends. */
  rates: readonly MinimumWageRate[];
  /** The last day a rate is known for. */
  tableEnds: string;
}

/** The table from its data, or an error that says which row is wrong. */
export function parseMinimumWageTable(data: unknown): MinimumWageTable {
  const parsed = z.object({ rates: minimumWageResponse.shape.rates }).parse(data);
  const list = parsed.rates;
  const last = list.at(-1);
  if (!last) throw new Error('minimum wage table: no rates');
  list.forEach((rate, index) => {
    if (rate.until < rate.from) {
      throw new Error(`minimum wage table: the rate from ${rate.from} ends before it starts`);
    }
    const before = list[index - 1];
    if (before && rate.from !== dayAfter(before.until)) {
      throw new Error(
        `minimum wage table: the rate from ${rate.from} does not start the day after ${before.until}`,
      );
    }
  });
  return { rates: list, tableEnds: last.until };
}

/** The table the API ships with. */
export const MINIMUM_WAGE_TABLE: MinimumWageTable = parseMinimumWageTable(rates);
