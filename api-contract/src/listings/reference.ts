// The reference data listings are made of: qualifications and job categories (listings module).
import { z } from 'zod/mini';

/** Qualification of the system list (SPEC section 3). */
export const qualification = z.object({ code: z.string(), label: z.string() });
export type Qualification = z.infer<typeof qualification>;

/** GET /system/qualifications */
export const qualificationsResponse = z.object({ qualifications: z.array(qualification) });
export type QualificationsResponse = z.infer<typeof qualificationsResponse>;

/** Category codes, in browse order: HOSP and RETL first, OTHR last. */
export const categoryCode = z.enum(['HOSP', 'RETL', 'EVNT', 'PHYS', 'OFFC', 'OTHR']);
export type CategoryCode = z.infer<typeof categoryCode>;

/** Job category (SPEC section 3). */
export const jobCategory = z.object({ code: categoryCode, display_name: z.string() });
export type JobCategory = z.infer<typeof jobCategory>;

/** GET /system/job-categories: HOSP and RETL first, OTHR last. */
export const jobCategoriesResponse = z.object({ categories: z.array(jobCategory) });
export type JobCategoriesResponse = z.infer<typeof jobCategoriesResponse>;
