// The API's answers the site server already had when it sent the page (the first view of a screen
// it rendered as HTML): inlined in the page as JSON, so the screen's first calls are answered from
// it instead of a second round trip for the same data. Each answer is taken once; later calls go
// to the network as usual.

import { PAGE_ANSWERS_ID, type PageAnswer } from './page-protocol';

let answers: Map<string, PageAnswer> | undefined;

function isAnswer(value: unknown): value is PageAnswer {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as PageAnswer).status === 'number' &&
    'body' in value
  );
}

function readAnswers(): Map<string, PageAnswer> {
  const read = new Map<string, PageAnswer>();
  const text =
    typeof document === 'undefined' ? null : document.getElementById(PAGE_ANSWERS_ID)?.textContent;
  if (!text) return read;
  try {
    const data = JSON.parse(text) as unknown;
    if (typeof data !== 'object' || data === null) return read;
    for (const [url, answer] of Object.entries(data)) if (isAnswer(answer)) read.set(url, answer);
  } catch {
    // A page whose answers do not parse makes its calls as any other page does.
  }
  return read;
}

/**
 * The answer the page holds for a GET of `url` (as the browser would ask it: `/api/...` with its
 * query), taken out so it serves one call only; undefined when the page holds none.
 */
export function takePageAnswer(url: string): PageAnswer | undefined {
  answers ??= readAnswers();
  const answer = answers.get(url);
  answers.delete(url);
  return answer;
}

/** Forgets what was read (tests). */
export function resetPageAnswers(): void {
  answers = undefined;
}
