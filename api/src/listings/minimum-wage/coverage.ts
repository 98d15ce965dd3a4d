// Whether the minimum wage table still covers the year ahead. The Fair Work Commission decides each
// year's rate in early June, for 1 July; from 1 June the operator is told, in the log and in
// /health, when no row covers the coming 1 July, so the new rate is added before it applies.
// Employers never see this: past the table's end the latest rate stays the floor.
import { longDate } from 'api-contract';
import { dayAfter } from '../../plugins/time/dates';
import type { MinimumWageTable } from './table';

export interface TableCoverage {
  tableEnds: string;
  /** Set from 1 June when the coming 1 July has no rate, and whenever today is past the end. */
  warning: string | null;
}

/** The 1 July on or after `today` (an ISO date). */
function comingFirstOfJuly(today: string): string {
  const year = Number(today.slice(0, 4));
  const july = `${year}-07-01`;
  return today <= july ? july : `${year + 1}-07-01`;
}

/** What the operator needs to know about the table on `today` (a Sydney date). */
export function tableCoverage(table: MinimumWageTable, today: string): TableCoverage {
  const july = comingFirstOfJuly(today);
  const warnFrom = `${july.slice(0, 4)}-06-01`;
  const missing = table.tableEnds < today || (today >= warnFrom && table.tableEnds < july);
  return {
    tableEnds: table.tableEnds,
    warning: missing
      ? `The minimum wage table ends on ${longDate(table.tableEnds)} and has no rate from ${longDate(dayAfter(table.tableEnds))}: pay is checked against the latest rate until the new one is added (docs/pay-and-closing.md).`
      : null,
  };
}
