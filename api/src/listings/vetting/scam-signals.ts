// The words of a job scam (issue 31): the signals Australian job-scam warnings name (Scamwatch,
// SEEK, Jora), as data. A listing whose text shows one is held for a moderator, never refused: a
// signal is a reason to look, and the moderator decides.
//
// Each signal is a set of patterns over the listing's text, lower-cased and with its spacing and
// look-alike characters normalised. A match does not count when a negation stands just before it
// in the same clause ("no upfront fees", "we will never ask for your bank details"), which is how
// honest listings name the same things.

export type ScamSignalCode =
  | 'upfront_fee'
  | 'bank_details'
  | 'tax_file_number'
  | 'identity_documents'
  | 'off_platform_contact'
  | 'crypto_or_gift_cards'
  | 'commission_only'
  | 'too_good_to_be_true';

export interface ScamSignalRule {
  code: ScamSignalCode;
  /** What a moderator reads beside the listing. */
  label: string;
  patterns: readonly RegExp[];
}

// Asking for something, as a listing's text puts it ("need" and "require" are left out: an honest
// listing says "you will need a TFN", a scam says "send your TFN").
const ASK_WORDS =
  'send|sending|provide|providing|give|share|email|e-mail|text|message|msg|dm|submit|upload|include|attach|ask for|asking for|with your';
const ASK = `(?:${ASK_WORDS})`;
// A few words between the request and what it asks for: "send me a photo of your".
const GAP = "(?:[\\w$'-]+\\s+){0,5}?";
const GIFT_CARDS = '(?:gift ?cards?|itunes cards?|steam cards?|google play cards?)';

export const SCAM_SIGNALS: readonly ScamSignalRule[] = [
  {
    code: 'upfront_fee',
    label: 'Asks the applicant to pay: a fee, deposit or purchase before starting',
    patterns: [
      /\b(?:registration|training|joining|sign-?up|application|admin|administration|starter|onboarding|uniform|processing|placement|background check|police check|security) (?:fee|fees|cost|charge|deposit)\b/,
      /\b(?:up-?front|in advance) (?:fee|fees|payment|cost|charge|deposit)\b/,
      /\bpay (?:a |an |the |us |me )?(?:small |one-off |once-off |refundable )?(?:fee|deposit)\b/,
      /\$\s?\d[\d,.]*\s+(?:refundable |one-off |once-off |security )?(?:deposit|fee)\b/,
      /(?<!direct |bank |cash |by |via )\bdeposit (?:of|for) (?:\$|a |an |your |the )/,
      /\b(?:buy|purchase|pay for) (?:your own |a |an )?(?:starter kit|starter pack|uniform|kit|training course|training pack)\b/,
    ],
  },
  {
    code: 'bank_details',
    label: 'Asks for bank or card details',
    patterns: [
      new RegExp(
        `\\b${ASK}\\s+${GAP}(?:bank (?:account )?(?:details|number|info|information|login|password)|bsb|account number|card (?:number|details)|credit card|debit card|online banking)\\b`,
      ),
      /\b(?:bank (?:account )?(?:details|login|password)|bsb and account number|card number and|credit card details|debit card details)\b/,
    ],
  },
  {
    code: 'tax_file_number',
    label: 'Asks for a tax file number before hiring',
    patterns: [new RegExp(`\\b${ASK}\\s+${GAP}(?:tfn|tax file number)s?\\b`)],
  },
  {
    code: 'identity_documents',
    label: 'Asks for a passport, licence or other identity document',
    patterns: [
      new RegExp(
        `\\b(?:${ASK_WORDS}|photo of|copy of|scan of|picture of)\\s+${GAP}(?:passport|driver'?s licen[cs]e|licen[cs]e (?:number|photo|copy|scan|card)|medicare (?:card|number)|photo id|id card|identity documents?|birth certificate)\\b`,
      ),
    ],
  },
  {
    code: 'off_platform_contact',
    label: 'Moves contact off the site: WhatsApp, Telegram and the like',
    patterns: [/\b(?:whats ?app|telegram|wechat|viber|kik messenger|signal app)\b/, /\bwa\.me\//],
  },
  {
    code: 'crypto_or_gift_cards',
    label: 'Mentions crypto or gift cards as payment',
    patterns: [
      /\b(?:crypto|cryptocurrency|cryptocurrencies|bitcoin|btc|usdt|tether|ethereum)\b/,
      new RegExp(
        `\\b(?:paid|pay|payment|payments|salary|wages?) (?:\\w+ ){0,2}(?:in|with|by|via|as) (?:\\w+ )?(?:${GIFT_CARDS}|vouchers)\\b`,
      ),
      new RegExp(
        `\\b(?:buy|purchase) (?:\\w+ ){0,2}${GIFT_CARDS} (?:and|then) (?:send|share|text|email)`,
      ),
    ],
  },
  {
    code: 'commission_only',
    label: 'Pays by commission only, or no base pay',
    patterns: [
      /\bcommission[- ](?:only|based only)\b/,
      /\bonly (?:paid |pay )?(?:by |on |in )?commission\b/,
      /\bno (?:base|hourly|fixed) (?:pay|wage|wages|rate|salary)\b/,
      /\bunpaid (?:trial|training|shift|work)s?\b/,
    ],
  },
  {
    code: 'too_good_to_be_true',
    label: 'Promises easy or unusually high earnings',
    patterns: [
      /\b(?:easy|quick|fast|guaranteed) (?:money|cash|income|earnings)\b/,
      /\bearn (?:up to |over |more than )?\$\s?\d[\d,]{2,}(?:\.\d+)?\s*(?:\+\s*)?(?:a|per|\/)\s*(?:day|hour|hr|shift)\b/,
      /\b(?:get rich|financial freedom|no experience,? (?:needed|required)[^.]{0,20}\$\s?\d{3,})/,
    ],
  },
];

// A negation within the four words before a match, in the same clause, undoes it.
const NEGATION =
  /\b(?:no|never|not|don'?t|do not|won'?t|will not|without|zero|nor|neither|cannot|can'?t)\b/;
const CLAUSE_BREAK = /[.;:!?,()\n]|\bbut\b/g;

/**
 * The text as the patterns read it: NFKC (full-width and styled letters to plain), zero-width
 * characters removed, curly quotes straight, lower case, one space between words.
 */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, '')
    .replace(/[’‘]/g, "'")
    .toLowerCase()
    .replace(/[^\S\n]+/g, ' ');
}

function negated(text: string, index: number): boolean {
  const before = text.slice(0, index);
  const clauseStart = Math.max(
    0,
    ...[...before.matchAll(CLAUSE_BREAK)].map((match) => match.index + match[0].length),
  );
  const words = before.slice(clauseStart).trim().split(/\s+/).slice(-4).join(' ');
  return NEGATION.test(words);
}

export interface ScamSignal {
  code: ScamSignalCode;
  label: string;
  /** The words that tripped it, as the listing wrote them (lower-cased). */
  excerpt: string;
}

/** The signals the texts of one listing show, each once, in SCAM_SIGNALS' order. */
export function scamSignals(texts: readonly string[]): ScamSignal[] {
  const text = texts.map(normaliseText).join('\n');
  const found: ScamSignal[] = [];
  for (const rule of SCAM_SIGNALS) {
    for (const pattern of rule.patterns) {
      const global = new RegExp(pattern.source, 'g');
      const match = [...text.matchAll(global)].find((m) => !negated(text, m.index));
      if (match) {
        found.push({ code: rule.code, label: rule.label, excerpt: match[0].trim() });
        break;
      }
    }
  }
  return found;
}
