import type { MessageDecisionResponse, MessageOutcome } from 'api-contract/applications';

/** What the confirmation asks before each outcome. */
export function confirmation(outcome: MessageOutcome, listingTitle: string) {
  return outcome === 'dismissed'
    ? {
        title: 'Dismiss this message?',
        message:
          'It is not a scam: the warning the student sees on it is lifted. The employer is not told.',
        confirm: 'Dismiss',
      }
    : {
        title: 'Take the listing down?',
        message: `‘${listingTitle}’ is taken down and its employer’s posting is paused. They are emailed your note as the reason, its applicants are warned, and the messages close.`,
        confirm: 'Take it down',
      };
}

/** What a card says once the decision was taken. */
export function outcomeText(answer: MessageDecisionResponse): string {
  if (answer.outcome === 'dismissed') return 'Dismissed: the student’s warning is lifted.';
  return answer.already_removed
    ? 'Our team had already taken this listing down: the message is marked as dealt with.'
    : 'The listing was taken down: its employer’s posting is paused and they were emailed your note.';
}

/** A dealt-with message a student reported again: what was decided before. */
export function earlierDecision(outcome: MessageOutcome): string {
  return outcome === 'dismissed' ? 'Dismissed' : 'Listing taken down';
}
