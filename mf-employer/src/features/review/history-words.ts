import type { ApplicationEvent } from 'api-contract/common';

/**
 * One line of an application's status history as its employer reads it: who moved it, in words
 * ("You marked it seen", "Mia accepted the offer"). `name` is the applicant's first name.
 */
export function employerHistoryLine(event: ApplicationEvent, name: string): string {
  switch (event.to) {
    case 'submitted':
    case 'pending':
      return `${name} applied`;
    case 'seen':
      return 'You marked it seen';
    case 'shortlisted':
      return `You shortlisted ${name}`;
    case 'interview':
      if (event.actor === 'employer') {
        return event.from === 'interview'
          ? 'You offered other interview times'
          : `You invited ${name} to an interview`;
      }
      return event.note ? `${name} asked for other times` : `${name} picked an interview time`;
    case 'offered':
      return `You offered ${name} the job`;
    case 'hired':
      return `${name} accepted the offer`;
    case 'declined':
      return `${name} declined the offer`;
    case 'rejected':
      return 'You rejected the application';
    case 'withdrawn':
      return `${name} withdrew the application`;
  }
}

/** The first word of a full name, as the history speaks of the applicant. */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? fullName;
}
