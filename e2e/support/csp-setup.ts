import { clearCspReports } from './csp-reports';

export default function globalSetup(): void {
  clearCspReports();
}
