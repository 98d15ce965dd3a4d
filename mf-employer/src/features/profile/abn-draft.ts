// The ABN as the Business Details form edits it (business-draft.ts judges it with the contract's
// own rule, abnInput).
import { abnInput, formatAbn } from 'api-contract/accounts';

/** The profile's ABN as the field shows it for editing: "51 824 753 556", or empty. */
export const abnDraft = (abn: string | null | undefined): string => (abn ? formatAbn(abn) : '');

/**
 * The `abn` a save sends: the digits, '' to remove it, or undefined when it is unchanged (so an
 * API that predates the field is never sent it). Only for a value abnInput accepts.
 */
export function abnToSend(value: string, saved: string | null | undefined): string | undefined {
  const parsed = abnInput.safeParse(value);
  if (!parsed.success) return undefined;
  return parsed.data === (saved ?? '') ? undefined : parsed.data;
}
