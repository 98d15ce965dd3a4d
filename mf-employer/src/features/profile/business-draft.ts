// The business profile as the Business Details form edits it: every field as typed, judged by the
// contract's own rules (so the screen says what the API would say before anything is sent), and
// the save's body, which carries a field beyond SPEC's name and description only when it changed
// (so an API that predates it is never sent it). What the API refuses anyway is shown by its field.
import {
  AU_STATES,
  abnInput,
  businessAddress,
  businessContactMessages,
  businessPhoneInput,
  businessWebsiteInput,
  formatAuPhone,
  type AuState,
  type EmployerProfileResponse,
} from 'api-contract/accounts';
import { validationMessages } from 'api-contract/common';
import type { UpdateEmployerProfileRequest } from 'api-contract/listings';
import { ApiError } from 'shared-kit';
import { abnDraft, abnToSend } from './abn-draft';

export interface BusinessDraft {
  businessName: string;
  description: string;
  abn: string;
  street: string;
  suburb: string;
  state: AuState | '';
  postcode: string;
  website: string;
  phone: string;
}

/** A field of the draft that can be wrong. */
export type DraftField = Exclude<keyof BusinessDraft, 'description'>;
export type DraftErrors = Partial<Record<DraftField, string>>;

export function draftOf(profile: EmployerProfileResponse): BusinessDraft {
  const address = profile.address ?? null;
  return {
    businessName: profile.business_name,
    description: profile.description,
    abn: abnDraft(profile.abn),
    street: address?.street ?? '',
    suburb: address?.suburb ?? '',
    state: address?.state ?? '',
    postcode: address?.postcode ?? '',
    website: profile.website ?? '',
    phone: profile.phone ? formatAuPhone(profile.phone) : '',
  };
}

export const isAuState = (value: string): value is AuState =>
  (AU_STATES as readonly string[]).includes(value);

/** Whether any part of the address is typed: then suburb, state and postcode are needed. */
const hasAddress = (d: BusinessDraft) =>
  [d.street, d.suburb, d.state, d.postcode].some((part) => part.trim() !== '');

/** The address a save sends, as typed; null when every part is empty. */
const addressOf = (d: BusinessDraft) =>
  hasAddress(d)
    ? { street: d.street, suburb: d.suburb, state: d.state, postcode: d.postcode }
    : null;

/** What is wrong with each field, in the contract's words; empty when the draft may be sent. */
export function draftErrors(d: BusinessDraft, takesAbn: boolean): DraftErrors {
  const errors: DraftErrors = {};
  if (d.businessName.trim() === '') errors.businessName = validationMessages.required;
  if (takesAbn) {
    const abn = abnInput.safeParse(d.abn);
    if (!abn.success) errors.abn = abn.error.issues[0]?.message;
  }
  const address = addressOf(d);
  if (address) {
    const parsed = businessAddress.safeParse(address);
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && field in d && !errors[field as DraftField]) {
        errors[field as DraftField] =
          field === 'state' ? businessContactMessages.state : issue.message;
      }
    }
  }
  const website = businessWebsiteInput.safeParse(d.website);
  if (!website.success) errors.website = website.error.issues[0]?.message;
  const phone = businessPhoneInput.safeParse(d.phone);
  if (!phone.success) errors.phone = phone.error.issues[0]?.message;
  return errors;
}

/** The save's body for a draft draftErrors accepts: the name and description, and what changed. */
export function requestOf(
  d: BusinessDraft,
  profile: EmployerProfileResponse,
  takesAbn: boolean,
): UpdateEmployerProfileRequest {
  const body: UpdateEmployerProfileRequest = {
    business_name: d.businessName.trim(),
    description: d.description,
  };
  const abn = takesAbn ? abnToSend(d.abn, profile.abn) : undefined;
  if (abn !== undefined) body.abn = abn;
  const typed = addressOf(d);
  const address = typed ? businessAddress.parse(typed) : null;
  if (JSON.stringify(address) !== JSON.stringify(profile.address ?? null)) body.address = address;
  const website = businessWebsiteInput.parse(d.website);
  if (website !== (profile.website ?? '')) body.website = website;
  const phone = businessPhoneInput.parse(d.phone);
  if (phone !== (profile.phone ?? '')) body.phone = phone;
  return body;
}

/** The request's names of the draft's fields, as the API's refusals name them. */
const REQUEST_FIELDS: Record<string, DraftField> = {
  business_name: 'businessName',
  abn: 'abn',
  'address.street': 'street',
  'address.suburb': 'suburb',
  'address.state': 'state',
  'address.postcode': 'postcode',
  website: 'website',
  phone: 'phone',
};

/** The API's refusal of a field (a 400 whose detail names it), as the field shows it; else null. */
export function refusedField(error: unknown): { field: DraftField; message: string } | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.detail) return null;
  const match = /^([a-z_.]+): (.+)$/s.exec(error.detail);
  const field = match?.[1] ? REQUEST_FIELDS[match[1]] : undefined;
  return field && match?.[2] ? { field, message: match[2] } : null;
}
