// api-contract/saved-jobs: the saved-jobs module's contract (api/src/saved-jobs). Its endpoint
// entries are the `savedJobs` namespace (`savedJobs.save`).
export * from './saved-jobs';
export * as savedJobs from './endpoints';
