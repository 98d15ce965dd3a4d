// The ABN as the Business Details form edits it: the contract's own rule (abnInput) judges what is
// typed, so the screen says what the API would say before anything is sent; what the API refuses
// anyway is shown by the field too.
import { abnInput, formatAbn } from 'api-contract/accounts';
import { ApiError } from 'shared-kit';

/** The profile's ABN as the field shows it for editing: "51 824 753 556", or empty. */
export const abnDraft = (abn: string | null | undefined): string => (abn ? formatAbn(abn) : '');

/** What is wrong with the typed ABN, in the contract's words; null when it may be sent. */
export function abnError(value: string): string | null {
  const parsed = abnInput.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/**
 * The `abn` a save sends: the digits, '' to remove it, or undefined when it is unchanged (so an
 * API that predates the field is never sent it). Only for a value abnError accepts.
 */
export function abnToSend(value: string, saved: string | null | undefined): string | undefined {
  const parsed = abnInput.safeParse(value);
  if (!parsed.success) return undefined;
  return parsed.data === (saved ?? '') ? undefined : parsed.data;
}

/** The API's refusal of the ABN (a 400 whose detail names the field), without the field's name. */
export function refusedAbn(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.detail) return null;
  const prefix = 'abn: ';
  return error.detail.startsWith(prefix) ? error.detail.slice(prefix.length) : null;
}
