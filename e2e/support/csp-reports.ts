import { existsSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Where the suite's site server appends the Content-Security-Policy violation reports browsers
 * send it (CSP_REPORT_FILE, one JSON per line). The suite runs with the CSP on; any report fails it.
 */
export const CSP_REPORT_FILE = resolve(import.meta.dirname, '../../.e2e-data/csp-reports.jsonl');

/** Every report so far, parsed. */
export function cspReports(): unknown[] {
  if (!existsSync(CSP_REPORT_FILE)) return [];
  return readFileSync(CSP_REPORT_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as unknown);
}

/** Global setup: no report left from an earlier run. */
export function clearCspReports(): void {
  rmSync(CSP_REPORT_FILE, { force: true });
}
