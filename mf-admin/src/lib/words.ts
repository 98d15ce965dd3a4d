/** "1 listing", "3 listings". */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long something has waited since `since`: "under a day", "1 day", "4 days". */
export function waitingFor(since: string, now: Date = new Date()): string {
  const days = Math.floor((now.getTime() - new Date(since).getTime()) / DAY_MS);
  return days < 1 ? 'under a day' : count(days, 'day');
}

const weightFormat = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 1 });

/** A report's weight, or several added up: "0", "1.5", "3". */
export function weight(n: number): string {
  return weightFormat.format(n);
}

const SMALL = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** A count in words below ten ("two students"), in figures from ten. */
export function inWords(n: number): string {
  return SMALL[n] ?? String(n);
}
