// The employer's own profile as they read it (accounts module); its save is a listings call
// (listings/business-profile.ts), since saving it may hold the employer's listings.
import { z } from 'zod/mini';
import { abnCheck } from './abn';
import { businessAddressAnswer } from './business-contact';

/** GET /employer/profile response. */
export const employerProfileResponse = z.object({
  business_name: z.string(),
  email: z.string(),
  description: z.string(),
  /** The business's ABN, 11 digits, or null (absent from an API before it). */
  abn: z.optional(z.nullable(z.string())),
  /**
   * The Australian Business Register's answer about that ABN and when it was given; null until
   * the register has answered for this number (or when the API has no ABR key). Absent from an
   * API before it.
   */
  abn_check: z.optional(z.nullable(abnCheck)),
  /** Where the business is; null when not given (absent from an API before it). */
  address: z.optional(z.nullable(businessAddressAnswer)),
  /** The business's https website, or null (absent from an API before it). */
  website: z.optional(z.nullable(z.string())),
  /** The business's phone number as digits ("0298765432"), or null (absent from an API before it). */
  phone: z.optional(z.nullable(z.string())),
});
export type EmployerProfileResponse = z.infer<typeof employerProfileResponse>;
