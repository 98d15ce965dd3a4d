import { ApiError } from 'shared-kit';

/**
 * Why a list or a page did not load, after what is still true (`kept`, "Nothing was lost: …"): no
 * answer came (the connection), or the server answered that it failed (a 5xx is not the
 * moderator's connection, and asking them to check it sends them the wrong way).
 */
export function loadFailureText(error: unknown, kept = ''): string {
  const lead = kept === '' ? '' : `${kept} `;
  if (error instanceof ApiError && error.status >= 500) {
    return `${lead}The server failed to answer: try again in a moment.`;
  }
  if (!(error instanceof ApiError) || error.status === 0) {
    return `${lead}Check your connection and try again.`;
  }
  return `${lead}Please try again.`;
}
