/**
 * `report` for each distinct message once: a problem the site server meets on every page (a bad
 * release file) is told to the operator once, not once per page.
 */
export function reportOnce(report: (message: string) => void): (message: string) => void {
  const reported = new Set<string>();
  return (message) => {
    if (reported.has(message)) return;
    reported.add(message);
    report(message);
  };
}
