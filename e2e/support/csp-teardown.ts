import { cspReports } from './csp-reports';

/** Fails the run when any page broke the Content-Security-Policy. */
export default function globalTeardown(): void {
  const reports = cspReports();
  if (reports.length > 0) {
    throw new Error(
      `${reports.length} Content-Security-Policy violation report(s):\n${reports
        .map((report) => JSON.stringify(report))
        .join('\n')}`,
    );
  }
}
