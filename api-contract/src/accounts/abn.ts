// The Australian Business Number an employer gives in their business profile: 11 digits, checked
// with the ATO's published modulus-89 rule (subtract 1 from the first digit, weight the digits by
// 10, 1, 3, 5, …, 19, and the sum divides by 89). The rule catches a mistyped digit; whether the
// number is registered, and to whom, is the Australian Business Register's answer (the API asks
// it when it has a key).
import { z } from 'zod/mini';
import { isoDateTime } from '../common/schemas';

export const ABN_LENGTH = 11;
export const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;

export const abnMessages = {
  format: 'Enter the 11-digit ABN, digits and spaces only.',
  checksum: 'This is not a valid ABN. Check the digits against your ABN registration.',
} as const;

/** The digits of an ABN as typed: spaces removed ("51 824 753 556" → "51824753556"). */
export const abnDigits = (value: string): string => value.replace(/\s+/g, '');

/** Whether 11 digits pass the modulus-89 check. */
export function abnChecksumValid(digits: string): boolean {
  if (!/^\d{11}$/.test(digits)) return false;
  const sum = [...digits].reduce((total, char, index) => {
    const digit = Number(char) - (index === 0 ? 1 : 0);
    return total + digit * (ABN_WEIGHTS[index] ?? 0);
  }, 0);
  return sum % 89 === 0;
}

/** "51824753556" → "51 824 753 556", as the register writes it. */
export const formatAbn = (digits: string): string =>
  digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3 $4');

/** The public ABN Lookup page of a number, where anyone can check who holds it. */
export const abnLookupUrl = (digits: string): string =>
  `https://abr.business.gov.au/ABN/View?abn=${encodeURIComponent(digits)}`;

/**
 * An ABN in a request: spaces allowed (removed), then 11 digits passing the checksum; an empty
 * string means none (the profile's ABN is optional).
 */
export const abnInput = /* @__PURE__ */ z.string().check(
  z.trim(),
  z.maxLength(32, abnMessages.format),
  z.overwrite(abnDigits),
  z.refine((digits) => digits === '' || /^\d{11}$/.test(digits), abnMessages.format),
  z.refine(
    (digits) => digits === '' || !/^\d{11}$/.test(digits) || abnChecksumValid(digits),
    abnMessages.checksum,
  ),
);

/**
 * The register's word on an ABN: active, cancelled, or not an ABN it knows. Only answers are
 * kept: without an ABR key the API asks nothing and says nothing was checked.
 */
export const ABN_REGISTER_STATUSES = ['active', 'cancelled', 'not_found'] as const;
export type AbnRegisterStatus = (typeof ABN_REGISTER_STATUSES)[number];

/** What the employer reads of the register's answer about their ABN: its word and its date. */
export const abnCheck = z.object({
  status: z.enum(ABN_REGISTER_STATUSES),
  looked_up_at: isoDateTime,
});
export type AbnCheck = z.infer<typeof abnCheck>;

/** What a moderator reads of the register's answer about an employer's ABN. */
export const abnRegisterAnswer = z.object({
  ...abnCheck.shape,
  /** The legal name the ABN is registered to (a person's, for a sole trader); null if not found. */
  entity_name: z.nullable(z.string()),
  /** The business names registered to the ABN (trading names). */
  business_names: z.array(z.string()),
  /** Whether the employer's business name is the entity's name or one of its business names. */
  name_matches: z.boolean(),
});
export type AbnRegisterAnswer = z.infer<typeof abnRegisterAnswer>;
