import type { ApplicationStatus } from 'api-contract/common';

/** A move the employer can make on an application. */
export type EmployerMove = 'seen' | 'shortlisted' | 'interview' | 'offer' | 'rejected';

/**
 * The moves open at each stage, as the API's transition table allows them: seen from submitted,
 * shortlisted from submitted or seen, interview times from shortlisted (or new ones from
 * interview), an offer from shortlisted or interview, and reject at every stage before hired. A
 * hired, declined, rejected or withdrawn application takes none.
 */
export function employerMoves(status: ApplicationStatus): EmployerMove[] {
  switch (status) {
    case 'submitted':
      return ['rejected', 'seen', 'shortlisted'];
    case 'seen':
      return ['rejected', 'shortlisted'];
    case 'shortlisted':
    case 'interview':
      return ['rejected', 'interview', 'offer'];
    case 'offered':
      return ['rejected'];
    case 'hired':
    case 'declined':
    case 'rejected':
    case 'withdrawn':
    case 'pending':
      return [];
  }
}
