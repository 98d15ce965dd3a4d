// When a party may write in a thread (docs/adr/0043-messages-stay-on-the-platform.md): from
// shortlisted on, the employer first; never once the application is withdrawn, rejected or
// declined (hired keeps its thread); never once the listing was taken down; and never more than
// THREAD_OPEN_DAYS_AFTER_CLOSE days after the listing closed.
import { THREAD_OPEN_DAYS_AFTER_CLOSE, threadMessages } from 'api-contract';
import type { ApplicationStatus } from '../../db/schema';
import { DAY_MS } from '../../plugins/time/clock';
import type { ThreadRole } from './parties';

const WRITABLE: readonly ApplicationStatus[] = ['shortlisted', 'interview', 'offered', 'hired'];
const BEFORE_SHORTLIST: readonly ApplicationStatus[] = ['submitted', 'seen'];

export interface ThreadState {
  status: ApplicationStatus;
  listingStatus: string;
  listingClosesAt: Date;
}

/** Why `role` cannot write now, or null when it can. */
export function refusalToWrite(
  thread: ThreadState,
  role: ThreadRole,
  employerHasWritten: boolean,
  now: Date,
): string | null {
  if (BEFORE_SHORTLIST.includes(thread.status)) {
    return role === 'employer' ? threadMessages.notOpenYetForEmployer : threadMessages.notOpenYet;
  }
  if (!WRITABLE.includes(thread.status)) return threadMessages.applicationClosed;
  if (thread.listingStatus === 'removed') return threadMessages.listingRemoved;
  const closesAt = thread.listingClosesAt.getTime() + THREAD_OPEN_DAYS_AFTER_CLOSE * DAY_MS;
  if (now.getTime() >= closesAt) return threadMessages.listingClosed;
  if (role === 'student' && !employerHasWritten) return threadMessages.employerWritesFirst;
  return null;
}
