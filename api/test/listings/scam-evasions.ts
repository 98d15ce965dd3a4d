// Phrasings a scammer uses to slip a signal past a machine, each with the signal it must still
// trip: the kinds a security review got through the first version of these checks, and more in
// the same vein. Each one got through that version. Kept apart from the tests so the same list
// can be run against any version of the checks.
import type { ScamSignalCode } from '../../src/listings/vetting/scam-signals';

export interface Evasion {
  /** How the signal is disguised. */
  trick: string;
  text: string;
  code: ScamSignalCode;
}

const evasion = (trick: string, code: ScamSignalCode, ...texts: string[]): Evasion[] =>
  texts.map((text) => ({ trick, text, code }));

export const EVASIONS: readonly Evasion[] = [
  ...evasion(
    'the app named with its letters spaced, dotted or dashed',
    'off_platform_contact',
    'Message me on W h a t s A p p for the roster.',
    'Contact: w.h.a.t.s.a.p.p',
    'Shifts are sent by T-E-L-E-G-R-A-M.',
    'Reach me on W. h. a. t. s. A. p. p. today',
  ),
  ...evasion(
    'a look-alike letter from another script',
    'off_platform_contact',
    'Message me on Wh\u0430tsApp for details.', // Cyrillic а
    'Join our \u03a4elegram group.', // Greek capital Tau
    'Text me on W\u04bb\u0430ts\u0430pp.', // Cyrillic һ and а
    'Chat on V\u0456ber or \u0422elegram.', // Cyrillic і and Т
    '\u13b3hatsApp me', // Cherokee Ꮃ
    '\ud83c\uddfc\ud83c\udded\ud83c\udde6\ud83c\uddf9\ud83c\uddf8\ud83c\udde6\ud83c\uddf5\ud83c\uddf5 me now', // regional indicators
    '\u1d21\u029c\u1d00\u1d1bs\u1d00\u1d18\u1d18 me', // small capitals
  ),
  ...evasion(
    'styled or invisible characters',
    'off_platform_contact',
    'W\u0332h\u0332a\u0332t\u0332s\u0332A\u0332p\u0332p\u0332 me',
  ),
  ...evasion(
    'a symbol or digit for a letter',
    'off_platform_contact',
    'Whats@pp me your availability.',
    'What$App 0400 000 000',
    'Wh4tsApp me',
    'Te1egram: @shiftboss',
    'Find us on S1gnal',
    'Hit me up on What\u2019s App.',
    'Chat: t[.]me/fastjobs',
  ),
  ...evasion(
    'a short link to a chat app',
    'off_platform_contact',
    'Book your interview at t.me/quickjobs_au',
    'Say hi: wa.link/abc123',
    'Our group: t . me / shiftsnow',
    'Message us: t dot me/jobsau',
    'Quick chat via m.me/harbourjobs',
    'Join the team chat at discord.gg/abcd',
  ),
  ...evasion(
    'a URL shortener that hides where it leads',
    'hidden_link',
    'Apply here: bit.ly/3xYzAbc',
    'Details at tinyurl.com/jobs-now',
    'Form: cutt.ly/fastjob',
    'Start here: bit dot ly/abc',
  ),
  ...evasion(
    'another chat app by name',
    'off_platform_contact',
    'Message me on Signal for the address.',
    'Add me on Line, ID: jobs_au',
    'KakaoTalk: goodjobs',
    'Snapchat me for details.',
    'Add me on Discord: boss#1234',
    'My Skype ID is recruit.au',
    'Contact us on Messenger.',
    'Zalo 0400 000 000',
    'Kik me: jobsnow88',
    'Line ID: shiftsnow',
    'DM me on Instagram to apply.',
    'Add me on Session, the app.',
  ),
  ...evasion(
    'the fee written in words or called something else',
    'upfront_fee',
    'A fifty dollar charge to register.',
    'Pay fifty dollars before you start.',
    'A $40 charge for training applies.',
    'Payment to start is required.',
    'Pay to start, then earn.',
    'One hundred and twenty dollars is due before your first shift.',
    'The buy-in fee is refunded after a month.',
    'Training costs $99, paid before your first shift.',
    'Pay 50 bucks to register.',
    'Secure your spot with a $25 holding deposit.',
    'Registration: twenty-five dollars, non-refundable.',
  ),
  ...evasion(
    'a negation word in front of a signal it does not negate',
    'off_platform_contact',
    'Not kidding WhatsApp me.',
    'No experience needed WhatsApp 0400 000 000.',
    "Don't be shy \u2014 Telegram me.",
    'No CV? No worries — WhatsApp me.',
    "Don't hesitate to WhatsApp me.",
  ),
  ...evasion(
    'a negation word in front of a signal it does not negate',
    'bank_details',
    'No worries send your bank details and we will pay you.',
    'No worries\u2014send your bank details.',
  ),
  ...evasion(
    'a negation word in front of a signal it does not negate',
    'upfront_fee',
    "Don't wait — pay the deposit today.",
    'No upfront fees but pay a $50 kit deposit.',
  ),
  ...evasion(
    'money sent rather than a fee named',
    'upfront_fee',
    'Send $50 via PayID to secure the role.',
    'A refundable bond of $100 is needed before you start.',
    'Kit costs $60, payable before your first shift.',
    'You need to pay $99 for your starter kit.',
    'A fee of AUD 50 applies.',
  ),
  ...evasion(
    'bank details spelled out',
    'bank_details',
    'Send your b a n k  d e t a i l s to start.',
    'Provide your B.S.B and acc no.',
    'Email your b-s-b and acc no.',
    'Text me your bank deta1ls.',
    'Send your bank acc details.',
    'Send your card no. to verify.',
  ),
  ...evasion(
    'a stablecoin or crypto spelled out',
    'crypto_or_gift_cards',
    'Paid weekly in U S D T.',
    'We pay in u-s-d-c.',
    'Salary in B1TC0IN.',
    'Wages paid as \u0412itcoin.', // Cyrillic В
  ),
  ...evasion(
    'a tax file number spelled out',
    'tax_file_number',
    'DM me your T.F.N today.',
    'Email your tax-file-number.',
  ),
  ...evasion(
    'an identity document spelled in leetspeak',
    'identity_documents',
    'Send a selfie holding your passp0rt.',
  ),
  ...evasion('gift cards in leetspeak', 'crypto_or_gift_cards', 'You are paid in g1ft cards.'),
  ...evasion('commission in leetspeak', 'commission_only', 'C0mmission only, no cap.'),
  ...evasion('earnings in words', 'too_good_to_be_true', 'Earn five hundred dollars a day.'),
];
