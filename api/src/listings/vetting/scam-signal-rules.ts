// The words of a job scam: the signals Australian job-scam warnings name (Scamwatch, SEEK, Jora),
// as data. Each signal is a set of patterns over the listing's folded text (text-folding/: lower
// case, look-alike letters and leetspeak spelled out, spaced letters joined, amounts as "$50"), and
// a pattern never reads past a line, so two fields of a listing never make one signal between them.
// Synonyms live here, as pattern vocabulary, rather than in the folding: turning "deposit" into
// "fee" would make "paid by direct deposit" read as a fee.

export type ScamSignalCode =
  | 'upfront_fee'
  | 'bank_details'
  | 'tax_file_number'
  | 'identity_documents'
  | 'off_platform_contact'
  | 'hidden_link'
  | 'crypto_or_gift_cards'
  | 'commission_only'
  | 'too_good_to_be_true';

export interface ScamSignalRule {
  code: ScamSignalCode;
  /** What a moderator reads beside the listing. */
  label: string;
  patterns: readonly RegExp[];
  /** The employer paying it undoes it, as a negation does: "we cover the police check fee". */
  employerMayPay?: boolean;
}

const any = (...words: readonly string[]) => `(?:${words.join('|')})`;

/** An amount of money other than nothing, as the folding writes it: "$50", "$1,200", "$2k". */
const AMOUNT = '\\$(?:[1-9][\\d,]*(?:\\.\\d+)?|0\\.\\d*[1-9]\\d*)k?';

// What an applicant is made to pay, by its many names.
const FEE = '(?:fees?|charges?|deposits?|levy|levies|buy-?ins?|bonds?)';
const FEE_PURPOSE = any(
  'registration',
  'rego',
  'training',
  'joining',
  'sign ?-?up',
  'sign-?on',
  'application',
  'admin',
  'administration',
  'starter',
  'start-?up',
  'onboarding',
  'induction',
  'uniform',
  'processing',
  'placement',
  'background check',
  'police check',
  'security',
  'enrol?ment',
  'enrollment',
  'membership',
  'activation',
  'verification',
  'equipment',
  'kit',
  'insurance',
  'certification',
  'course',
  'booking',
  'reservation',
  'set ?-?up',
  'agency',
  'recruitment',
  'interview',
  'holding',
  'commitment',
);
/** Purposes that name a fee on their own before an amount; training and courses can be paid. */
const FEE_LABEL = any(
  'registration',
  'rego',
  'joining',
  'sign ?-?up',
  'application',
  'admin',
  'starter',
  'onboarding',
  'uniform',
  'processing',
  'placement',
  'background check',
  'police check',
  'enrol?ment',
  'enrollment',
  'membership',
  'activation',
  'verification',
  'kit',
  'holding',
  'agency',
  'recruitment',
  'interview',
);
const FEE_KIND = any(
  'aud',
  'refundable',
  'non-?refundable',
  'one-?off',
  'once-?off',
  'small',
  'flat',
  'initial',
  'up-?front',
  FEE_PURPOSE,
);
const TO_START = any(
  'start',
  'begin',
  'join',
  'register',
  'apply',
  'secure (?:your|a|the) (?:job|position|role|place|spot)',
  'get started',
  'starting',
  'beginning',
  'commencing',
  'work',
  'unlock',
  'activate',
);

// Asking for something, as a listing's text puts it ("need" and "require" are left out: an honest
// listing says "you will need a TFN", a scam says "send your TFN").
const ASK = any(
  'send',
  'sending',
  'provide',
  'providing',
  'give',
  'share',
  'email',
  'e-mail',
  'text',
  'message',
  'msg',
  'dm',
  'submit',
  'upload',
  'include',
  'attach',
  'forward',
  'enter',
  'fill in',
  'confirm',
  'ask for',
  'asking for',
  'with your',
);
// A few words between the request and what it asks for: "send me a photo of your".
const GAP = "(?:[\\w$'-]+ ){0,5}?";
const BANK = any(
  'bank ?(?:account |acc |acct |a/c )?(?:details?|number|no|info|information|logins?|password|pin|username|statements?|card)',
  'banking (?:details|logins?|password|app)',
  'bsb(?: (?:and|&|\\+|/|,) ?acc(?:ount)?(?: ?(?:no|number|#))?)?',
  'acc(?:ount)? ?(?:no|number|#)',
  'card (?:number|no|details)',
  'credit card',
  'debit card',
  'online banking',
  'net ?banking',
  'pin',
  'cvv',
  'cvc',
  'security code',
  'one-time (?:code|password)',
  'otp',
  'verification code',
  'mygov (?:login|password|details)',
);
const GIFT_CARDS = '(?:gift ?cards?|itunes cards?|steam cards?|google play cards?|apple cards?)';

// Chat apps. Some names are nothing else and count on their own; others are English words or
// platforms an honest job works on ("Line cook", "Signal strength", "Discord moderation
// experience", "Skype for Business", "bike messenger"), and count only where the listing asks to be
// contacted there.
const WHATSAPP = "(?:wh?at+(?:s|'s|s') ?[-_]? ?ap{1,2}|wh?at+ap{1,2})";
const TELEGRAM = '(?:tele ?[-_]? ?gr[ae]m|teleqram|telegarm)';
const CHAT_APPS = any(
  WHATSAPP,
  TELEGRAM,
  'we-?chat',
  'weixin',
  'viber',
  'kakao ?[-_]? ?talk',
  'kakao',
  'zalo',
  'threema',
  'wickr',
  '(?:signal|line|kik|session) messenger',
);
const CHAT_WORDS = any(
  'signal',
  'kik',
  'discord',
  'skype',
  'messenger',
  'snapchat',
  'imessage',
  'hangouts',
  'google chat',
  'google hangouts',
);
const SOCIAL = any('instagram', 'insta', 'ig', 'facebook', 'fb', 'tiktok', 'twitter');
const CONTACT = any(
  'add',
  'message',
  'messaging',
  'msg',
  'text',
  'txt',
  'dm',
  'pm',
  'contact',
  'reach',
  'chat',
  'ping',
  'hit',
  'find',
  'talk',
  'speak',
  'write',
  'inbox',
  'connect',
  'join',
  'respond',
  'reply',
  'call',
  'hmu',
  'get in touch',
  'get in contact',
);
const WHOM = '(?: (?:me|us|him|her|them|our team|the team|the manager|my manager|the recruiter))?';
const HOW = '(?: (?:up|out|directly|now|today|asap|privately))?';
const VIA = any('on', 'via', 'through', 'thru', 'over', 'using', 'with', 'in', 'at');
const HANDLE = any(
  '@[a-z0-9_.]{2,}',
  '\\+?\\d[\\d ]{6,}',
  '[a-z][a-z0-9]*[_.][a-z0-9_.]+',
  '[a-z]+\\d{2,}',
);
// A dot in a link, as written to slip past a link finder: "t.me", "t . me", "t dot me", "t[.]me".
const DOT = '(?:\\.| dot | ?\\(dot\\) ?| ?\\[dot\\] ?|\\[\\.\\]|\\(\\.\\))';

export const SCAM_SIGNALS: readonly ScamSignalRule[] = [
  {
    code: 'upfront_fee',
    label: 'Asks the applicant to pay: a fee, deposit or purchase before starting',
    employerMayPay: true,
    patterns: [
      new RegExp(`\\b${FEE_PURPOSE} ${FEE}\\b`),
      new RegExp(`\\b${FEE_PURPOSE} (?:costs?|payment)(?: is| of| will be)? ?${AMOUNT}`),
      // "Registration: $25", but not "Training: $30/hr".
      new RegExp(
        `\\b${FEE_LABEL} ?[:=-] ?${AMOUNT}(?! ?(?:\\/|per\\b|an? (?:hour|hr)\\b|p\\/?h\\b|ph\\b|hr\\b|hourly\\b))`,
      ),
      new RegExp(
        `\\b(?:up ?-?front|in advance|advance) (?:fees?|charges?|deposits?|payments?|costs?|levy|buy-?ins?)\\b`,
      ),
      /\b(?:refundable|non-?refundable|one-?off|once-?off|small|initial|joining|entry) (?:fees?|charges?|deposits?|levy|buy-?ins?|bonds?)\b/,
      new RegExp(
        `\\bpay(?:ing)? (?:(?:a|an|the|us|me|our|your|this|that|my|just|only|${FEE_KIND}|${AMOUNT}) ){0,3}${FEE}\\b`,
      ),
      new RegExp(`${AMOUNT} ?(?:${FEE_KIND} ){0,2}${FEE}\\b`),
      new RegExp(
        `\\b(?<!(?:direct|bank|cash|by|via|weekly|fortnightly|monthly) )${FEE} (?:of|is|are|=|:|at|just|only|costs?|totals?|totalling)(?: (?:only|just|a|an|the|about|around|approx|approximately))? ?${AMOUNT}`,
      ),
      /\b(?<!\b(?:in|take|takes|taking|took) )charges? (?:you |applicants |students |new starters |staff |workers |candidates )?(?:a |an |the )?for (?:your |the |a |an )?(?:training|uniforms?|kit|registration|onboarding|induction|course|materials|equipment|background check|police check|application|placement|starter kit)\b/,
      new RegExp(
        `\\bcharges? (?:you|applicants|students|new starters|candidates|workers|staff) ${AMOUNT}`,
      ),
      new RegExp(`\\bpayments? (?:is |are )?(?:to|before you|before) ${TO_START}\\b`),
      new RegExp(
        `\\b(?<!\\b(?:weekly|fortnightly|monthly|hourly|your|the|our|base|starting|award|casual|great|good|top) )pay(?:ing)?(?: (?:a little|a bit|something|once|up ?-?front|${AMOUNT}))? (?:to|before you|before) ${TO_START}\\b(?! (?:at|on|from|is|of|with)\\b| ?:| ?\\$)`,
      ),
      new RegExp(
        `\\b(?<!\\b(?:we|we'll|i'll|they|they'll) )pay (?:${AMOUNT} (?:up ?-?front|in advance|first|before (?:you start|starting|your first shift))|up ?-?front|in advance)\\b`,
      ),
      /\bbuy-?ins? (?:fee|cost|payment|price)\b/,
      new RegExp(
        `\\b(?<!\\b(?:we|we'll|we will|company|employer) )pay ${AMOUNT} (?:for|to cover) (?:your |the |a |an )?(?:starter kit|kit|uniforms?|training|registration|course|background check|police check|materials|equipment|onboarding|induction|application)\\b`,
      ),
      new RegExp(
        `\\b(?<!\\b(?:we|we'll|we will|i'll|i will) )(?:send|transfer|e-?transfer|payid) (?:us |me |a |the )?${AMOUNT}`,
      ),
      new RegExp(
        `(?:\\b(?:fees?|deposits?|payments?|charges?)|${AMOUNT})(?: is| are)? (?:required|needed|due|payable) (?:before|up ?-?front|to start|in advance|prior|on sign)`,
      ),
      /\b(?<!\b(?:we|we'll|we will|company|employer) )(?:buy|purchase|pay for) (?:your own |a |an |the )?(?:starter kit|starter pack|uniform|kit|training course|training pack|training materials)\b/,
      /\b(?:buy|purchase) your own (?:stock|products|inventory|samples|equipment)\b/,
    ],
  },
  {
    code: 'bank_details',
    label: 'Asks for bank or card details',
    patterns: [
      new RegExp(`\\b${ASK} ${GAP}${BANK}\\b`),
      /\b(?:bank ?(?:account )?(?:details|logins?|password|pin)|bsb (?:and|&|\+|\/|,) ?acc(?:ount)?(?: ?(?:no|number|#))?|card number|credit card details|debit card details|cvv|online banking (?:logins?|password|details))\b/,
    ],
  },
  {
    code: 'tax_file_number',
    label: 'Asks for a tax file number before hiring',
    patterns: [new RegExp(`\\b${ASK} ${GAP}(?:tfn|tax[ -]file[ -](?:number|no))s?\\b`)],
  },
  {
    code: 'identity_documents',
    label: 'Asks for a passport, licence or other identity document',
    patterns: [
      new RegExp(
        `\\b(?:${ASK}|photo of|copy of|scan of|picture of|selfie with|selfie holding) ${GAP}(?:passport|driver(?:'?s|s')? ?licen[cs]e|licen[cs]e (?:number|photo|copy|scan|card)|medicare (?:card|number)|photo id|id card|identity documents?|birth certificate|proof of identity)\\b`,
      ),
    ],
  },
  {
    code: 'off_platform_contact',
    label: 'Moves contact off the site: WhatsApp, Telegram, Signal, a chat link and the like',
    patterns: [
      new RegExp(`\\b${CHAT_APPS}\\b`),
      new RegExp(`\\b${CONTACT}${WHOM}${HOW} ${VIA} (?:the |my |our )?${CHAT_WORDS}\\b`),
      /\b(?:add|message|msg|text|dm|pm|contact|reach|chat|ping|find|hmu|connect with) (?:me|us)(?: up| out)? (?:on|via|through|at) (?:the )?(?:line|session)\b(?! ?(?:\d|manager|number|one|two|three|four)\b)/,
      /\b(?:signal|kik|skype|snapchat|discord|messenger|imessage) (?:me|us)\b/,
      /\b(?:signal|kik|discord|skype|snapchat|snap|imessage) (?:id|handle|username|user ?name|tag)\b/,
      /\bline (?:id|app)\b/,
      /\b(?:signal|kik|session|line) (?:app|messenger)\b/,
      /\bmy (?:kik|discord|skype|snapchat|snap|insta|instagram|ig|facebook|fb|tiktok)(?: (?:id|handle|username|user name|name|number|account|acc))? ?(?:is\b|:)/,
      /\bmy (?:signal|line) (?:id|handle|username|user name)\b/,
      new RegExp(`\\b(?:signal|kik|discord|skype|snapchat|snap) ?: ?(?:${HANDLE})`),
      /\b(?:i'm|i am|we're|we are|available|reachable|active|only|me|us) on (?:signal|kik|session|discord|skype|snapchat)\b/,
      /\bon signal(?= ?(?:$|[\n.,;:!?)\u2014@]|\+?\d|(?:or|and|at|to|only|please|app|messenger|now|today)\b))/,
      /\bjoin (?:my |our |the )?(?:signal|discord|line|kik|skype|snapchat) (?:group|server|channel|chat|community)\b/,
      new RegExp(
        `\\b(?:dm|pm|message|msg|inbox|text|contact|reach|chat with|chat to|hmu) (?:me|us)(?: (?:directly|privately|now|today))? (?:on|via|through|at|over) ${SOCIAL}\\b`,
      ),
      new RegExp(`\\b(?:send|drop|shoot) (?:me|us) (?:an? )?${SOCIAL} (?:dm|message|msg)\\b`),
      new RegExp(`\\bmy ${SOCIAL} (?:dms?|inbox)\\b`),
      /\b(?:slide|send a message) (?:into|to) (?:my|our) dms?\b/,
      // Chat links: t.me, wa.me, wa.link, m.me (Messenger), signal.me, line.me, discord.gg...
      new RegExp(
        `\\b(?:(?:(?:t|telegram|wa|signal|line|kik|zalo)${DOT}me|telegram${DOT}dog|wa${DOT}link|signal${DOT}group|lin${DOT}ee|discord(?:app)?${DOT}(?:gg|com ?/ ?invite)|snapchat${DOT}com ?/ ?add|join${DOT}skype)(?![a-z0-9])|(?:t|wa|m) ?\\. ?me ?/)`,
      ),
    ],
  },
  {
    code: 'hidden_link',
    label: 'Links through a URL shortener, which hides where the link leads',
    patterns: [
      new RegExp(
        `\\b(?:(?:bit${DOT}ly|bitly|tinyurl|tiny${DOT}(?:cc|one)|t${DOT}ly|rb${DOT}gy|cutt${DOT}ly|is${DOT}gd|v${DOT}gd|goo${DOT}gl|ow${DOT}ly|buff${DOT}ly|shorturl${DOT}at|rebrand${DOT}ly|shorte${DOT}st|bl${DOT}ink|lnkd${DOT}in|qrco${DOT}de)(?![a-z0-9])|(?:bit ly|t${DOT}co|s${DOT}id) ?/)`,
      ),
    ],
  },
  {
    code: 'crypto_or_gift_cards',
    label: 'Mentions crypto or gift cards as payment',
    patterns: [
      /\b(?:crypto|cryptos|cryptocurrency|cryptocurrencies|bitcoins?|btc|usdt|usdc|usd ?coin|tether|ethereum|eth wallet|litecoin|ltc|dogecoin|xrp|solana|binance|coinbase|trc-?20|erc-?20|stable ?coins?|crypto wallet|wallet address)\b/,
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
      /\bearn (?:up to |over |more than )?\$\d[\d,]{2,}(?:\.\d+)?k? ?(?:\+ ?)?(?:a|per|\/) ?(?:day|hour|hr|shift)\b/,
      /\b(?:get rich|financial freedom|no experience,? (?:needed|required)[^.\n]{0,20}\$\d{3,})/,
    ],
  },
];

/**
 * Words of the signals a scammer spells with a 1, | or ! that could be an i or an l
 * ("te1egram", "s1gna1", "detai1s"): the folding spells them out as these where it can.
 */
export const DISGUISED_WORDS: ReadonlySet<string> = new Set(
  [
    'whatsapp telegram signal line kik session discord skype messenger snapchat imessage viber',
    'wechat kakaotalk zalo wickr instagram insta facebook tiktok link bitly tinyurl',
    'bank details detail bsb login password pin online banking billing email mail',
    'tfn file passport licence license medicare id identity photo birth certificate selfie',
    'bitcoin crypto tether usdt usdc litecoin solana binance coinbase wallet gift steam itunes',
    'fee fees deposit deposits levy bill registration training uniform commission initial',
    'application police check kit starter refundable till only pay paid payment upfront',
    'still will while life like mail call social media',
  ]
    .join(' ')
    .split(' '),
);
