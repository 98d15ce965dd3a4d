import type { ApplicationStatus } from 'api-contract/common';

/** SPEC section 4: an application that is neither withdrawn nor rejected can be withdrawn. */
export function canWithdraw(status: ApplicationStatus): boolean {
  return status !== 'withdrawn' && status !== 'rejected';
}
