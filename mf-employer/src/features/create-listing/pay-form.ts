import {
  checkMinimumPay,
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  hourlyCents,
  listingPayInput,
  type EmploymentType,
  type ListingPayInput,
  type PayUnit,
} from 'shared-kit';

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
  /** The minimum wage is not known for some days the listing runs: check it with Fair Work. */
  warning?: string;
  /** The pay to send, when it may be posted. */
  pay?: ListingPayInput;
}

export const CHOOSE_TYPE = 'Choose the type of work.';

/**
 * The pay as the API will judge it: the contract's schema, then the minimum for every day the
 * listing runs, from `today` (in Sydney) to its expiry (today when none is picked yet).
 */
export function checkPay(pay: PayDraft, today: string, expiry: string | null): PayCheck {
  const errors: PayCheck['errors'] = {};
  if (pay.employmentType === '') errors.employmentType = CHOOSE_TYPE;
  const parsed = listingPayInput.safeParse(payRequest(pay));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF[String(issue.path[0])];
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (!parsed.success || pay.employmentType === '') return { errors };
  const minimum = checkMinimumPay(
    { ...parsed.data, hourly_cents: hourlyCents(parsed.data) },
    today,
    expiry && expiry > today ? expiry : today,
  );
  if (!minimum.ok) return { errors, refusal: minimum.detail };
  return { errors, pay: parsed.data, ...(minimum.warning ? { warning: minimum.warning } : {}) };
}

/**
 * The errors to show now: a field's own once something is typed in it (as Maximum applications
 * does), the hours order once "to" is typed, and the refusal once the amount and type are given.
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
  if (check.refusal && !shown.amount) shown.amount = check.refusal;
  return shown;
}
