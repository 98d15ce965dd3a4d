// Where a business is and how to reach it, as its employer gives them in the business profile:
// an Australian address (street optional; suburb, state and a postcode that belongs to the state),
// a website (https only, never a chat link: messages stay on the platform) and a phone number in
// an Australian format. Each is optional; the rules are the contract's, so the form says what the
// API would say before anything is sent.
import { z } from 'zod/mini';

/** The states and territories, as Australia Post abbreviates them. */
export const AU_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export type AuState = (typeof AU_STATES)[number];

export const BUSINESS_STREET_MAX_LENGTH = 120;
export const BUSINESS_SUBURB_MAX_LENGTH = 60;
export const BUSINESS_WEBSITE_MAX_LENGTH = 200;

export const businessContactMessages = {
  street: `Keep the street to ${BUSINESS_STREET_MAX_LENGTH} characters.`,
  suburb: 'Enter the suburb or town.',
  suburbLength: `Keep the suburb to ${BUSINESS_SUBURB_MAX_LENGTH} characters.`,
  state: 'Choose the state or territory.',
  postcode: 'Enter the 4-digit postcode.',
  postcodeState: 'This postcode is not in the state you chose.',
  website: 'Enter your website’s address, such as https://example.com.au.',
  websiteHttps: 'Use your website’s https:// address.',
  websiteChat: 'Enter your business’s own website, not a chat or messaging link.',
  phone: 'Enter an Australian phone number, such as 02 9876 5432 or 0412 345 678.',
} as const;

/** The postcode ranges of each state (Australia Post), inclusive. */
const POSTCODE_RANGES: Record<AuState, readonly (readonly [number, number])[]> = {
  ACT: [
    [200, 299],
    [2600, 2618],
    [2900, 2920],
  ],
  NSW: [
    [1000, 2599],
    [2619, 2899],
    [2921, 2999],
  ],
  NT: [[800, 999]],
  QLD: [
    [4000, 4999],
    [9000, 9999],
  ],
  SA: [[5000, 5999]],
  TAS: [[7000, 7999]],
  VIC: [
    [3000, 3999],
    [8000, 8999],
  ],
  WA: [[6000, 6999]],
};

/** Whether a 4-digit postcode belongs to the state. */
export function postcodeInState(postcode: string, state: AuState): boolean {
  if (!/^\d{4}$/.test(postcode)) return false;
  const value = Number(postcode);
  return POSTCODE_RANGES[state].some(([from, to]) => value >= from && value <= to);
}

/** The business's address as the API answers it (the street '' when not given). */
export const businessAddressAnswer = z.object({
  street: z.string(),
  suburb: z.string(),
  state: z.enum(AU_STATES),
  postcode: z.string(),
});
export type BusinessAddress = z.infer<typeof businessAddressAnswer>;

/** The business's address in a request; null there removes it. */
export const businessAddress = /* @__PURE__ */ z
  .strictObject({
    street: /* @__PURE__ */ z
      .string()
      .check(z.trim(), z.maxLength(BUSINESS_STREET_MAX_LENGTH, businessContactMessages.street)),
    suburb: /* @__PURE__ */ z
      .string()
      .check(
        z.trim(),
        z.minLength(1, businessContactMessages.suburb),
        z.maxLength(BUSINESS_SUBURB_MAX_LENGTH, businessContactMessages.suburbLength),
      ),
    state: z.enum(AU_STATES, businessContactMessages.state),
    postcode: /* @__PURE__ */ z
      .string()
      .check(z.trim(), z.regex(/^\d{4}$/, businessContactMessages.postcode)),
  })
  .check(
    z.refine(
      (address) =>
        !/^\d{4}$/.test(address.postcode) || postcodeInState(address.postcode, address.state),
      { message: businessContactMessages.postcodeState, path: ['postcode'] },
    ),
  );

/** Hosts that are chats, not a business's own site: contact there leaves the platform. */
const CHAT_HOSTS = /(^|\.)(wa\.me|whatsapp\.com|t\.me|telegram\.(me|org)|m\.me|signal\.me)$/i;

/** The typed address as the URL it names: "example.com.au" is read as https://example.com.au. */
function websiteUrl(value: string): URL | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    return new URL(withScheme);
  } catch {
    return null;
  }
}

/**
 * The website in a request: '' for none; else an https address of a named host (no user name or
 * password in it), kept as the URL writes it. Any other scheme (http:, javascript:, data:) is
 * refused.
 */
export const businessWebsiteInput = /* @__PURE__ */ z.string().check(
  z.trim(),
  z.maxLength(BUSINESS_WEBSITE_MAX_LENGTH, businessContactMessages.website),
  z.superRefine((value, ctx) => {
    if (value === '') return;
    const url = websiteUrl(value);
    let message: string | null = null;
    if (url && url.protocol !== 'https:') {
      message = businessContactMessages.websiteHttps;
    } else if (!url || url.username || url.password || !/\.[a-z]{2,}$/i.test(url.hostname)) {
      message = businessContactMessages.website;
    } else if (CHAT_HOSTS.test(url.hostname)) {
      message = businessContactMessages.websiteChat;
    }
    if (message) ctx.issues.push({ code: 'custom', message, input: value });
  }),
  z.overwrite((value) => (value === '' ? '' : (websiteUrl(value)?.href ?? value))),
);

/** A phone number's digits, with +61 read as the leading 0: "+61 2 9876 5432" → "0298765432". */
export function phoneDigits(value: string): string {
  const digits = value.replace(/[\s().-]/g, '');
  return digits.startsWith('+61') ? `0${digits.slice(3).replace(/^0/, '')}` : digits;
}

/** Landlines and mobiles (10 digits from 02–08), 1300 and 1800 numbers, and 13 numbers. */
const AU_PHONE = /^(0[2-578]\d{8}|1[38]00\d{6}|13\d{4})$/;

/** Whether the digits (phoneDigits) are an Australian number. */
export const isAuPhone = (digits: string): boolean => AU_PHONE.test(digits);

/** The phone in a request: '' for none, else an Australian number, kept as its digits. */
export const businessPhoneInput = /* @__PURE__ */ z.string().check(
  z.trim(),
  z.maxLength(20, businessContactMessages.phone),
  z.overwrite(phoneDigits),
  z.refine((digits) => digits === '' || isAuPhone(digits), businessContactMessages.phone),
);

/** "0298765432" → "02 9876 5432", "0412345678" → "0412 345 678", "1300123456" → "1300 123 456". */
export function formatAuPhone(digits: string): string {
  if (/^04\d{8}$/.test(digits)) return digits.replace(/^(\d{4})(\d{3})(\d{3})$/, '$1 $2 $3');
  if (/^0\d{9}$/.test(digits)) return digits.replace(/^(\d{2})(\d{4})(\d{4})$/, '$1 $2 $3');
  if (/^1[38]00\d{6}$/.test(digits)) return digits.replace(/^(\d{4})(\d{3})(\d{3})$/, '$1 $2 $3');
  if (/^13\d{4}$/.test(digits)) return digits.replace(/^(\d{2})(\d{2})(\d{2})$/, '$1 $2 $3');
  return digits;
}

/** "Newtown NSW 2042", with the street before it when there is one. */
export function formatBusinessAddress(address: BusinessAddress): string {
  const place = `${address.suburb} ${address.state} ${address.postcode}`;
  return address.street ? `${address.street}, ${place}` : place;
}
