// A CSP violation report as it may be logged: the page and resource URLs it names lose
// their query and fragment, where a reset token or other secret of the page can travel
// (`/reset?token=…`). A body that is not JSON is not repeated at all.

/** `https://x.au/reset?token=abc#top` → `https://x.au/reset?…`; other strings as they are. */
function withoutQuery(value: string): string {
  if (!/^(?:https?|wss?):\/\//i.test(value)) return value;
  try {
    const url = new URL(value);
    const hidden = url.search !== '' || url.hash !== '';
    return `${url.origin}${url.pathname}${hidden ? '?…' : ''}`;
  } catch {
    return value;
  }
}

function redact(value: unknown): unknown {
  if (typeof value === 'string') return withoutQuery(value);
  if (Array.isArray(value)) return value.map(redact);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, redact(inner)]));
  return value;
}

/** The report to log: its JSON with every URL cut at its path, on one line. */
export function loggableReport(body: string): string {
  try {
    return JSON.stringify(redact(JSON.parse(body)));
  } catch {
    return JSON.stringify({ unreadable_report_bytes: body.length });
  }
}
