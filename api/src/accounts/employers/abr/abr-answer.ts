// What the Australian Business Register's `AbnDetails` service answers, read. The JSON services
// answer JSONP, the record wrapped in the callback the request named:
//
//   abrAnswer({"Abn":"51824753556","AbnStatus":"Active","AbnStatusEffectiveFrom":"2000-01-01",
//     "EntityName":"…","BusinessName":["…"],"Message":"", …})
//
// (and Acn, the address's state and postcode, the entity's type and GST, which are not read).
//
// `Message` is empty for a record and says why there is none otherwise: the number is not an ABN
// the register knows, or the key (the GUID) was refused. Only an answer about the ABN itself is
// kept; anything else (a refused key, an unknown message, a record for another number, a body
// that is not the record) is a failure, and nothing is kept for it.
import { z } from 'zod';
import type { AbnRegisterStatus } from 'api-contract';

/** The register's answer about one ABN. */
export interface AbnAnswer {
  status: AbnRegisterStatus;
  /** The legal name the ABN is registered to; null when the register knows no such ABN. */
  entityName: string | null;
  businessNames: string[];
}

/** Why no answer can be kept. The message never holds the key. */
export type AbrProblem = 'timeout' | 'unreachable' | 'refused' | 'garbled';

export class AbrError extends Error {
  override readonly name = 'AbrError';
  constructor(
    readonly problem: AbrProblem,
    message: string,
  ) {
    super(message);
  }
}

const record = z.object({
  Abn: z.string().nullish(),
  AbnStatus: z.string().nullish(),
  EntityName: z.string().nullish(),
  BusinessName: z.array(z.string()).nullish(),
  Message: z.string().nullish(),
});

// The register's words for a number it has no record of (an unissued ABN passes the checksum).
const NOT_FOUND = /no records? (?:were )?found|not a valid abn/i;
// Its words for a key it does not accept: a setup problem, not news about the business.
const KEY_REFUSED = /guid|registered party|registration .*cancelled/i;

/** The callback's argument: `name({...})`, with or without the closing semicolon. */
function unwrap(text: string, callback: string): unknown {
  const trimmed = text.trim();
  const prefix = `${callback}(`;
  if (!trimmed.startsWith(prefix)) throw new AbrError('garbled', 'The answer is not JSONP');
  const inner = trimmed.slice(prefix.length).replace(/\)\s*;?$/, '');
  if (inner.length === trimmed.length - prefix.length)
    throw new AbrError('garbled', 'The answer is not JSONP');
  try {
    return JSON.parse(inner) as unknown;
  } catch {
    throw new AbrError('garbled', 'The answer is not JSON inside its callback');
  }
}

const STATUSES: Record<string, AbnRegisterStatus> = { active: 'active', cancelled: 'cancelled' };

/** The answer of `AbnDetails` for `abn` (11 digits), or an AbrError saying why there is none. */
export function readAbnDetails(text: string, abn: string, callback: string): AbnAnswer {
  const parsed = record.safeParse(unwrap(text, callback));
  if (!parsed.success) throw new AbrError('garbled', 'The answer is not an ABN record');
  const answer = parsed.data;
  const message = answer.Message?.trim() ?? '';
  if (message !== '') {
    if (KEY_REFUSED.test(message))
      throw new AbrError('refused', `The register refused the key: ${message}`);
    if (NOT_FOUND.test(message))
      return { status: 'not_found', entityName: null, businessNames: [] };
    throw new AbrError('garbled', `The register answered: ${message}`);
  }
  if ((answer.Abn ?? '').replace(/\s+/g, '') !== abn)
    throw new AbrError('garbled', 'The answer is about another number');
  const status = STATUSES[(answer.AbnStatus ?? '').trim().toLowerCase()];
  if (!status) throw new AbrError('garbled', 'The answer has no status the API knows');
  const entityName = answer.EntityName?.trim() || null;
  const businessNames = (answer.BusinessName ?? []).map((name) => name.trim()).filter(Boolean);
  return { status, entityName, businessNames: [...new Set(businessNames)] };
}
