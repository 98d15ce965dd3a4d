import { nanoid } from 'nanoid';
import { SHORT_PREVIEW_MAX_LENGTH, validationMessages } from 'api-contract/common';
import {
  type CategoryCode,
  type CreateListingRequestInput,
  formatDollars,
  type MinimumWageRate,
} from 'api-contract/listings';
import { type PickedPlace, sydneyToday } from 'shared-kit';
import { checkPay, emptyPay, payRequest, type PayCheck, type PayDraft } from './pay-form';

/** A question row of the form: a client key for React and its text (sent as q1, q2, ...). */
export interface QuestionDraft {
  key: string;
  text: string;
}

export interface ListingDraft {
  title: string;
  category: CategoryCode | '';
  locationText: string;
  place: PickedPlace | null;
  shortPreview: string;
  description: string;
  expiry: Date | null;
  maxApplications: string;
  questions: QuestionDraft[];
  pay: PayDraft;
  declared: boolean;
}

export const newQuestion = (): QuestionDraft => ({ key: nanoid(), text: '' });

export const emptyListing = (): ListingDraft => ({
  title: '',
  category: '',
  locationText: '',
  place: null,
  shortPreview: '',
  description: '',
  expiry: null,
  maxApplications: '',
  questions: [newQuestion()],
  pay: emptyPay(),
  declared: false,
});

/** Short preview: cut at 120 characters as it is typed (SPEC section 5). */
export const truncatePreview = (text: string) => text.slice(0, SHORT_PREVIEW_MAX_LENGTH);

/** Maximum applications: digits only, anything else stripped as it is typed. */
export const digitsOnly = (text: string) => text.replace(/\D/g, '');

/** Tomorrow at local midnight: the picker's minimum and the first valid expiry. */
export function tomorrow(now: Date = new Date()): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
}

/** Fewer days than this left to pick in a month, and the picker opens on the next one. */
const FEW_DAYS_LEFT = 10;

/**
 * The month the empty picker opens on: tomorrow's, unless fewer than 10 of its days can still be
 * picked (late in a month a phone would show a calendar of mostly greyed days); then the 1st of
 * the next month. The previous month stays a tap away.
 */
export function pickerOpensOn(now: Date = new Date()): Date {
  const first = tomorrow(now);
  const lastOfMonth = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
  const left = lastOfMonth - first.getDate() + 1;
  return left < FEW_DAYS_LEFT ? new Date(first.getFullYear(), first.getMonth() + 1, 1) : first;
}

/** A date typed as dd/mm/yyyy (the picker's format), or null when it is not a real date. */
export function parseTypedDate(text: string): Date | null {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  const real =
    date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real ? date : null;
}

/** Why a typed date was not taken, or null: the picker would clear it without a word. */
export function typedDateError(text: string, now: Date = new Date()): string | null {
  if (text.trim() === '') return null;
  const date = parseTypedDate(text);
  if (!date) return validationMessages.dateInvalid;
  if (date < tomorrow(now)) return 'The expiry date must be after today.';
  return null;
}

/** Expiry must be strictly after today. */
export function isValidExpiry(date: Date | null, now: Date = new Date()): date is Date {
  return date !== null && !Number.isNaN(date.getTime()) && date >= tomorrow(now);
}

/** YYYY-MM-DD of a local calendar date. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function isValidMax(text: string): boolean {
  return /^\d+$/.test(text) && Number(text) > 0;
}

/** A new question can be added only when every existing one has text. */
export const canAddQuestion = (questions: readonly QuestionDraft[]) =>
  questions.every((q) => q.text.trim() !== '');

/** The pay checked as the API will check it, over the days from today (Sydney) to the expiry. */
export const checkDraftPay = (
  draft: ListingDraft,
  rates: readonly MinimumWageRate[] | undefined,
  now: Date = new Date(),
) => checkPay(draft.pay, rates, sydneyToday(now), draft.expiry ? isoDay(draft.expiry) : null);

/** The id of each field the form can send the employer back to. */
export const FIELD_IDS = {
  title: 'listing-title',
  category: 'listing-category',
  location: 'listing-location',
  shortPreview: 'listing-short-preview',
  expiry: 'listing-expiry',
  maxApplications: 'listing-max-applications',
  employmentType: 'pay-type',
  amount: 'pay-amount',
  hoursFrom: 'pay-hours-from',
  hoursTo: 'pay-hours-to',
  schedule: 'pay-schedule',
  description: 'listing-description',
  declared: 'listing-declared',
} as const;

export type FieldName = keyof typeof FIELD_IDS;

/** Something still missing or wrong before Post Job can be pressed, and the field it is in. */
export interface Blocker {
  field: FieldName;
  /** Short, to read in a list: "a job title", "pay of at least $33.05 an hour". */
  text: string;
}

/**
 * What stands between the draft and Post Job, in the order of the form (SPEC section 5: the
 * required fields, a valid expiry and the declaration; and pay at least the legal minimum).
 */
export function postBlockers(
  draft: ListingDraft,
  pay: PayCheck,
  now: Date = new Date(),
): Blocker[] {
  const blank = (text: string) => text.trim() === '';
  const payError = (field: 'hoursFrom' | 'hoursTo' | 'schedule') => pay.errors[field] !== undefined;
  const amountText =
    pay.refusalMinimumCents === undefined
      ? 'the pay'
      : `pay of at least ${formatDollars(pay.refusalMinimumCents)} an hour`;
  const checks: [FieldName, boolean, string][] = [
    ['title', blank(draft.title), 'a job title'],
    ['category', draft.category === '', 'a category'],
    ['location', blank(draft.locationText), 'a location'],
    ['shortPreview', blank(draft.shortPreview), 'a short preview'],
    ['expiry', !isValidExpiry(draft.expiry, now), 'an expiry date after today'],
    ['maxApplications', !isValidMax(draft.maxApplications), 'the maximum applications'],
    ['employmentType', draft.pay.employmentType === '', 'the type of work'],
    ['amount', pay.errors.amount !== undefined || pay.refusal !== undefined, amountText],
    ['hoursFrom', payError('hoursFrom'), 'the hours'],
    ['hoursTo', !payError('hoursFrom') && payError('hoursTo'), 'the hours'],
    ['schedule', payError('schedule'), 'the usual days and times'],
    ['description', blank(draft.description), 'a description'],
    ['declared', !draft.declared, 'the declaration ticked'],
  ];
  return checks.filter(([, missing]) => missing).map(([field, , text]) => ({ field, text }));
}

/** The POST /employer/listings payload: questions trimmed, empty ones dropped, pay in cents. */
export function listingRequest(draft: ListingDraft): CreateListingRequestInput {
  return {
    title: draft.title.trim(),
    category_code: draft.category === '' ? 'OTHR' : draft.category,
    short_preview: draft.shortPreview.trim(),
    description: draft.description.trim(),
    location: draft.locationText.trim(),
    latitude: draft.place?.lat ?? null,
    longitude: draft.place?.lng ?? null,
    expiry_date: draft.expiry ? isoDay(draft.expiry) : '',
    max_applications: Number(draft.maxApplications),
    questions: draft.questions
      .map((q) => q.text.trim())
      .filter((text) => text !== '')
      .map((text) => ({ text })),
    pay: payRequest(draft.pay),
  };
}
