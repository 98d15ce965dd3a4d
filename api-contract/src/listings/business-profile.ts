// The save of an employer's business profile (listings module: words with a scam signal, or a new
// ABN, may send the employer's live listings back to review).
import { z } from 'zod/mini';
import { abnInput } from '../accounts/abn';
import {
  businessAddress,
  businessPhoneInput,
  businessWebsiteInput,
} from '../accounts/business-contact';
import { okResponse, optionalText, requiredText } from '../common/schemas';

/**
 * PUT /employer/profile request: business name required, description at most 250, and the ABN
 * (spaces allowed): absent leaves it as it is, '' removes it. The address, website and phone the
 * same way: absent leaves them, null (the address) or '' removes them.
 */
export const updateEmployerProfileRequest = z.strictObject({
  business_name: /* @__PURE__ */ requiredText(),
  description: /* @__PURE__ */ optionalText(),
  abn: z.optional(abnInput),
  address: z.optional(z.nullable(businessAddress)),
  website: z.optional(businessWebsiteInput),
  phone: z.optional(businessPhoneInput),
});
export type UpdateEmployerProfileRequest = z.infer<typeof updateEmployerProfileRequest>;

/** PUT /employer/profile response (not shown). */
export const updateEmployerProfileResponse = okResponse;
export type UpdateEmployerProfileResponse = z.infer<typeof updateEmployerProfileResponse>;
