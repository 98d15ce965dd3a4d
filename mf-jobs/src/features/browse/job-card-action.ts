import { createContext, useContext, type ReactNode } from 'react';
import type { JobCard } from 'api-contract/listings';

/** What a job card shows beside its title; the screen supplies it from another feature. */
export type JobCardAction = (job: JobCard) => ReactNode;

// A context rather than a prop handed down the category list and sections, which never use it.
const JobCardActionContext = createContext<JobCardAction>(() => null);

/** Gives every job card below it its action (the save toggle on Browse Jobs). */
export const JobCardActionProvider = JobCardActionContext.Provider;

/** The action of the cards here: nothing unless a screen provides one. */
export const useJobCardAction = (): JobCardAction => useContext(JobCardActionContext);
