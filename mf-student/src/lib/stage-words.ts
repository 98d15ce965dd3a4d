import type { StudentApplication } from 'api-contract/applications';
import type { ApplicationEvent, ApplicationStatus } from 'api-contract/common';

/**
 * The stage's next step in plain words, as the student reads it: on the application's own page
 * (`page`, where the offer's answer is below) or in the list of applications (`list`).
 */
export function nextStep(
  application: Pick<StudentApplication, 'status' | 'interview'>,
  place: 'page' | 'list' = 'page',
): string {
  switch (application.status) {
    case 'submitted':
    case 'pending':
      return 'The employer has not opened your application yet.';
    case 'seen':
      return 'The employer is reviewing your application.';
    case 'shortlisted':
      return 'You are on the shortlist. This is not an offer yet: interview times come by email.';
    case 'interview':
      if (application.interview?.slots.some((slot) => slot.chosen))
        return 'Your interview time is set.';
      return place === 'page'
        ? 'Pick an interview time.'
        : 'Open the application to pick an interview time.';
    case 'offered':
      return place === 'page'
        ? 'You have an offer. Accept or decline it below.'
        : 'You have an offer. Open the application to accept or decline it.';
    case 'hired':
      return 'You got the job';
    case 'declined':
      return 'You declined the offer.';
    case 'rejected':
      return 'The employer did not take your application further.';
    case 'withdrawn':
      return 'You withdrew this application.';
  }
}

/** One line of the history as the student reads it: who moved the application. */
export function studentHistoryLine(event: ApplicationEvent): string {
  const to: ApplicationStatus = event.to;
  switch (to) {
    case 'submitted':
    case 'pending':
      return 'You applied';
    case 'seen':
      return 'The employer opened your application';
    case 'shortlisted':
      return 'The employer shortlisted you';
    case 'interview':
      if (event.actor === 'employer') {
        return event.from === 'interview'
          ? 'The employer offered other interview times'
          : 'The employer invited you to an interview';
      }
      return event.note ? 'You asked for other times' : 'You picked an interview time';
    case 'offered':
      return 'The employer offered you the job';
    case 'hired':
      return 'You accepted the offer';
    case 'declined':
      return 'You declined the offer';
    case 'rejected':
      return 'The employer did not take your application further';
    case 'withdrawn':
      return 'You withdrew the application';
  }
}
