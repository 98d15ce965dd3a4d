import {
  applicableMinimum,
  type ApplicableMinimum,
  checkMinimumPay,
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  type EmploymentType,
  listingPayInput,
  type ListingPayInput,
  type MinimumWageRate,
  type PayUnit,
} from 'api-contract/listings';

/** The pay fields as typed: text until sent, so "32.5" and "7.5" stay as the employer wrote them. */
export interface PayDraft {
  employmentType: EmploymentType | '';
  unit: PayUnit;
  /** Dollars and cents, "32.50" (a "$" and thousands commas are allowed). */
  amount: string;
  hoursFrom: string;
  /** Empty when the hours are one number. */
  hoursTo: string;
  schedule: string;
  juniorRates: boolean;
}

export const emptyPay = (): PayDraft => ({
  employmentType: '',
  unit: 'hour',
  amount: '',
  hoursFrom: '',
  hoursTo: '',
  schedule: '',
  juniorRates: false,
});

export const employmentTypeOptions = EMPLOYMENT_TYPES.map((type) => {
  const label = EMPLOYMENT_TYPE_LABELS[type];
  const capital = label.charAt(0).toUpperCase() + label.slice(1);
  return { value: type, label: type === 'one_off' ? `${capital} gig` : capital };
});

/** A new employment type: a fixed amount stays only on a one-off gig. */
export function withEmploymentType(pay: PayDraft, type: EmploymentType | ''): PayDraft {
  return { ...pay, employmentType: type, unit: type === 'one_off' ? pay.unit : 'hour' };
}

const MONEY = /^\$?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/** Dollars and cents as typed ("$32.50", "32.5", "1,200") in cents; NaN when it is not money. */
export function dollarsToCents(text: string): number {
  const match = MONEY.exec(text.replace(/\s+/g, ''));
  if (!match) return Number.NaN;
  const dollars = Number((match[1] ?? '').replace(/,/g, ''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return dollars * 100 + cents;
}

/** Hours as typed ("10", "7.5"); NaN when not a number. The contract checks the half hours. */
export function parseHours(text: string): number {
  const trimmed = text.trim();
  return /^\d+(?:\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The `pay` of POST /employer/listings; one number of hours is sent as from = to. */
export function payRequest(pay: PayDraft): ListingPayInput {
  const from = parseHours(pay.hoursFrom);
  return {
    amount_cents: dollarsToCents(pay.amount),
    unit: pay.employmentType === 'one_off' ? pay.unit : 'hour',
    employment_type: pay.employmentType === '' ? 'casual' : pay.employmentType,
    hours_min: from,
    hours_max: pay.hoursTo.trim() === '' ? from : parseHours(pay.hoursTo),
    schedule: pay.schedule.trim(),
    junior_rates: pay.juniorRates,
  };
}

export type PayField = 'employmentType' | 'unit' | 'amount' | 'hoursFrom' | 'hoursTo' | 'schedule';

const FIELD_OF: Record<string, PayField> = {
  employment_type: 'employmentType',
  unit: 'unit',
  amount_cents: 'amount',
  hours_min: 'hoursFrom',
  hours_max: 'hoursTo',
  schedule: 'schedule',
};

export interface PayCheck {
  /** The first problem with each field, in the contract's words. */
  errors: Partial<Record<PayField, string>>;
  /** Why the pay is below the legal minimum (the API's own refusal text). */
  refusal?: string;
  /** The least it must be an hour, with the refusal (at junior rates, the youngest band's). */
  refusalMinimumCents?: number;
  /** The minimum for the type of work over the days the listing runs, once the table is loaded. */
  minimum?: ApplicableMinimum;
  /** The pay to send, when it may be posted. */
  pay?: ListingPayInput;
}

export const CHOOSE_TYPE = 'Choose the type of work.';

/** What the pay comes to an hour as typed so far, or NaN: a fixed amount needs its hours. */
function typedHourlyCents(request: ListingPayInput): number {
  if (!(request.amount_cents > 0)) return Number.NaN;
  if (request.unit === 'hour') return request.amount_cents;
  return request.hours_max > 0 ? Math.floor(request.amount_cents / request.hours_max) : Number.NaN;
}

/**
 * The pay as the API will judge it: the contract's schema, then the minimum for every day the
 * listing runs, from `today` (in Sydney) to its expiry (today when none is picked yet), by the
 * table the API serves (`rates`; until it has loaded only the API checks the minimum). The
 * minimum is judged as soon as a rate and a type are given: an hourly rate needs no hours.
 */
export function checkPay(
  pay: PayDraft,
  rates: readonly MinimumWageRate[] | undefined,
  today: string,
  expiry: string | null,
): PayCheck {
  const errors: PayCheck['errors'] = {};
  if (pay.employmentType === '') errors.employmentType = CHOOSE_TYPE;
  const request = payRequest(pay);
  const parsed = listingPayInput.safeParse(request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF[String(issue.path[0])];
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (pay.employmentType === '') return { errors };
  const until = expiry && expiry > today ? expiry : today;
  const minimum = rates && applicableMinimum(rates, pay.employmentType, today, until);
  const hourly = typedHourlyCents(request);
  const judged =
    rates && !errors.amount && Number.isFinite(hourly)
      ? checkMinimumPay(rates, { ...request, hourly_cents: hourly }, today, until)
      : undefined;
  const refusal = judged && !judged.ok ? judged : undefined;
  return {
    errors,
    ...(minimum ? { minimum } : {}),
    ...(refusal ? { refusal: refusal.detail, refusalMinimumCents: refusal.minimumCents } : {}),
    ...(parsed.success && !refusal ? { pay: parsed.data } : {}),
  };
}

/**
 * The errors to show now: a field's own once something is typed in it (as Maximum applications
 * does), the hours order once "to" is typed, and the refusal once the amount and type are given
 * (for a fixed amount, its hours too).
 */
export function visiblePayErrors(
  pay: PayDraft,
  check: PayCheck,
): Partial<Record<PayField, string>> {
  const typed: Record<PayField, boolean> = {
    employmentType: false,
    unit: true,
    amount: pay.amount.trim() !== '',
    hoursFrom: pay.hoursFrom.trim() !== '',
    hoursTo: pay.hoursTo.trim() !== '',
    schedule: true,
  };
  const shown: Partial<Record<PayField, string>> = {};
  for (const [field, message] of Object.entries(check.errors) as [PayField, string][]) {
    if (typed[field]) shown[field] = message;
  }
  if (check.refusal && !shown.amount && typed.amount) shown.amount = check.refusal;
  return shown;
}
