import { applications } from 'api-contract/applications';
import { endpointKey } from 'api-contract/common';

/**
 * The query key of the student's applications: My Job Applications' pages and the application
 * page's full read live under it, so a move or a withdrawal refreshes both.
 */
export const applicationsQueryKey = endpointKey(applications.studentApplications);
