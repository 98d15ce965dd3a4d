// The saved-jobs module's calls (api/src/saved-jobs): a student's saved jobs.
import { endpoint } from '../common/endpoint';
import { idParams } from '../common/schemas';
import {
  saveJobResponse,
  savedJobIdsResponse,
  savedJobsQuery,
  savedJobsResponse,
} from './saved-jobs';

export const ids = endpoint({
  method: 'GET',
  path: '/student/saved-jobs/ids',
  access: 'student',
  tag: 'student',
  operationId: 'studentSavedJobIds',
  summary: "The ids of the student's saved jobs (for the save toggles)",
  response: savedJobIdsResponse,
});

export const list = endpoint({
  method: 'GET',
  path: '/student/saved-jobs',
  access: 'student',
  tag: 'student',
  operationId: 'studentSavedJobs',
  summary: "The student's saved jobs, most recently saved first (keyset cursor)",
  query: savedJobsQuery,
  response: savedJobsResponse,
});

export const save = endpoint({
  method: 'PUT',
  path: '/student/saved-jobs/:id',
  access: 'student',
  tag: 'student',
  operationId: 'studentSaveJob',
  summary: 'Save a job (saving it again changes nothing)',
  params: idParams,
  response: saveJobResponse,
  errors: [404, 409],
});

export const unsave = endpoint({
  method: 'DELETE',
  path: '/student/saved-jobs/:id',
  access: 'student',
  tag: 'student',
  operationId: 'studentUnsaveJob',
  summary: 'Remove a job from the saved ones (removing it again changes nothing)',
  params: idParams,
  response: saveJobResponse,
});
