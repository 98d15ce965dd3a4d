// An answer to an employer's request, checked as the API checks it.
import { answerReviewRequest, type AnswerReviewRequest } from 'api-contract/moderation';

const WRITE_ANSWER = 'Write the answer the employer reads.';

/**
 * The answer checked with the request schema the API validates with (trimmed, not blank, at most
 * 250 characters): the request to send, or the error to show under the text.
 */
export function checkAnswer(
  reason: string,
): { ok: true; request: AnswerReviewRequest } | { ok: false; error: string } {
  const result = answerReviewRequest.safeParse({ reason });
  if (result.success) return { ok: true, request: result.data };
  return { ok: false, error: result.error.issues[0]?.message ?? WRITE_ANSWER };
}
