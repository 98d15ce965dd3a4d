const slotFormat = new Intl.DateTimeFormat('en-AU', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** An interview time in the viewer's zone: 'Tue, 1 Dec 2026, 10:00 am'. */
export function formatSlot(iso: string): string {
  return slotFormat.format(new Date(iso));
}
