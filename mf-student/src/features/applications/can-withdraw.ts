import { isTerminalApplicationStatus, type ApplicationStatus } from 'api-contract/common';

/**
 * An application still under way can be withdrawn (SPEC section 4 as the hiring pipeline extends
 * it): not once it is hired, declined, rejected or withdrawn.
 */
export function canWithdraw(status: ApplicationStatus): boolean {
  return !isTerminalApplicationStatus(status);
}
