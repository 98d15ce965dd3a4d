// Each scam signal on the phrasings that must trip it, and on the honest phrasings that name the
// same things and must not; the disguises a scammer uses (scam-evasions.ts); the negations that
// undo a signal and those that do not; and the listing's fields read apart from each other.
import { describe, expect, it } from 'vitest';
import {
  normaliseText,
  SCAM_SIGNALS,
  scamSignals,
  type ScamSignalCode,
} from '../../src/listings/vetting/scam-signals';
import { EVASIONS } from './scam-evasions';

const codes = (...texts: string[]) => scamSignals(texts).map((signal) => signal.code);

const TRIPS: Record<ScamSignalCode, string[]> = {
  upfront_fee: [
    'A $50 deposit for your uniform is required before your first shift.',
    'There is a small registration fee of $30.',
    'You must pay a refundable deposit to start.',
    'Upfront payment covers your training pack.',
    'Buy your own starter kit ($99) and start earning.',
    'There is a fifty dollar registration fee.',
    'A one hundred and twenty dollar uniform deposit secures your spot.',
    'A small admin charge of $35 applies.',
    'Deposit of $80 required for the kit.',
    "Don't forget to pay the $30 uniform fee.",
    'We charge you $45 for the induction.',
    'A $200 non-refundable bond.',
    'Pay $20 upfront and we send the roster.',
  ],
  bank_details: [
    'Message me on WhatsApp with your bank details and TFN.',
    'Please send your BSB and account number to get set up.',
    'Email us your credit card details to verify your identity.',
    'Provide your online banking login so we can pay you.',
    'Text me the one-time code we send you.',
  ],
  tax_file_number: [
    'Send your TFN with your application.',
    'Message me on WhatsApp with your bank details and TFN.',
    'Include your tax file number in the cover letter.',
  ],
  identity_documents: [
    'Send a photo of your passport to apply.',
    "Upload a copy of your driver's licence with the form.",
    'Text me a scan of your Medicare card.',
  ],
  off_platform_contact: [
    'Contact me on WhatsApp for details.',
    'Join our Telegram group to get shifts.',
    'Chat at wa.me/61400000000',
    'Add me on \ud835\udc16\ud835\udc21\ud835\udc1a\ud835\udc2d\ud835\udc2c\ud835\udc00\ud835\udc29\ud835\udc29',
    'Whats\u200bApp me',
    'Tele\u00adgram only',
    'Viber for details',
    'WeChat ID: sydneyjobs',
    'Signal app: +61 400 000 000',
    'Message me on Signal.',
    'Reach us on Signal',
    'Add me on Line for the address.',
    'Line ID: jobs4u',
    'Skype me today.',
    'Join our Discord server for shifts.',
    'My Snapchat is jobsnow_syd',
    'Inbox us on Facebook to apply.',
    'Send me an Instagram DM.',
  ],
  hidden_link: ['Apply here: bit.ly/3xYzAbc', 'Roster at tinyurl.com/roster-now'],
  crypto_or_gift_cards: [
    'Weekly pay in Bitcoin or USDT.',
    'You will be paid in Steam cards.',
    'Buy three gift cards and send the codes to your manager.',
    'We pay in USDC to your wallet address.',
  ],
  commission_only: [
    'Commission only, uncapped earnings!',
    'No base pay, but top performers earn big.',
    'Start with an unpaid trial week.',
  ],
  too_good_to_be_true: [
    'Easy money from home!',
    'Earn $500 a day packing boxes.',
    'Earn up to $1,200 per day, no interview.',
  ],
};

const HONEST: Record<ScamSignalCode, string[]> = {
  upfront_fee: [
    'No upfront fees, ever.',
    'We never charge a registration fee.',
    'Paid weekly by direct deposit.',
    'Uniform provided free of charge.',
    'We pay for your uniform and your RSA course.',
    'There are no fees to apply.',
    'No application fee.',
    'Free training, and no deposit required.',
    'We cover the police check fee.',
    'We pay your $40 police check fee.',
    'We will never ask you to pay a fee to work with us.',
    'Weekly pay to start, rising after probation.',
    'Pay to start at $28 an hour.',
    'Your pay is paid weekly by direct deposit of your wages.',
    'You will be in charge of training new staff.',
    'Training: $32.50 per hour while you learn.',
    'A one-off bonus of $200 after three months.',
    'Get buy-in from the team for new ideas.',
    'Staff meals at no charge.',
    'We transfer $100 to your account as a sign-on bonus.',
    'Help customers purchase products at the counter.',
  ],
  bank_details: [
    'We pay super into your bank account.',
    'You will need an Australian bank account to be paid.',
    'We will never ask for your bank details in a message.',
    'Pay goes straight to your bank account each fortnight.',
    'Never share your bank details with anyone.',
    'Bank teller: help customers with their accounts.',
  ],
  tax_file_number: [
    'You will need a TFN and an ABN is not required.',
    'Must have a valid TFN.',
    'We never ask for your tax file number before you are hired.',
  ],
  identity_documents: [
    "Must hold a current driver's licence.",
    "Driver's licence required for deliveries.",
    'Do not send a copy of your passport with your application.',
  ],
  off_platform_contact: [
    'Apply through StudentGigs; we never use WhatsApp for hiring.',
    'Friendly team, great coffee, flexible shifts.',
    'Signal strength across the site is good.',
    'Line cook wanted for a busy bistro.',
    'Discord moderation experience a plus.',
    'Skype for Business experience helpful.',
    'Bike messenger for CBD deliveries.',
    'Follow us on Instagram @harbourcafe.',
    'Manage our Snapchat and TikTok accounts.',
    'Apply on line or in store.',
    'Call us on line 2 for enquiries.',
    'Production line operator, day shift.',
    'Traffic signal technician assistant.',
    'Signal processing research assistant.',
    'Session musician for weekend gigs.',
    'Line manager: Sarah.',
    'Reply to customer messages on Messenger and Instagram.',
    'Call 02 9555 1234 for enquiries.',
    'Kick-off session on Monday at 9.',
    'Answer customer enquiries via Facebook Messenger.',
    'Reply to Instagram DMs and comments for our brand.',
    'Phone line: 02 9555 1234.',
    'Session: 4pm to 6pm, Mondays.',
  ],
  hidden_link: [
    'Apply at studentgigs.com.au or see harbourcafe.com.au/menu.',
    'A bit of lifting is involved.',
  ],
  crypto_or_gift_cards: [
    'Retail assistant at a gift shop in Newtown.',
    'Help customers choose gift cards at the counter.',
    'Staff discount on all gift cards.',
    'Payment by EFT every week.',
  ],
  commission_only: [
    'Base rate plus commission.',
    'Hourly pay at award rates, not commission only.',
    'Paid trial shift at the full rate.',
  ],
  too_good_to_be_true: [
    'Earn $33.05 an hour at the casual award rate.',
    'No experience needed, full training given.',
    'Quick learners welcome.',
  ],
};

/** A negation in front of a signal that truly turns it down: the signal must not trip. */
const UNDONE: [string, ScamSignalCode][] = [
  ['No upfront fees.', 'upfront_fee'],
  ['We never charge a registration fee.', 'upfront_fee'],
  ['There is no need to pay a deposit.', 'upfront_fee'],
  ['You will not need to pay a deposit.', 'upfront_fee'],
  ['We do not require any kind of upfront payment.', 'upfront_fee'],
  ['Start without paying a deposit.', 'upfront_fee'],
  ["We'll pay your registration fee.", 'upfront_fee'],
  ['We will never ask for your bank details.', 'bank_details'],
  ['We will never ask for your bank details or TFN.', 'tax_file_number'],
  ['Never send your TFN to anyone before you are hired.', 'tax_file_number'],
  ["We don't use WhatsApp.", 'off_platform_contact'],
  ['No WhatsApp.', 'off_platform_contact'],
  ['We will never contact you on Telegram.', 'off_platform_contact'],
  ['We never contact you on WhatsApp or Telegram.', 'off_platform_contact'],
  ['No WhatsApp, Telegram or text messages: apply here.', 'off_platform_contact'],
];

/** A negation word in front of a signal it does not govern: the signal must still trip. */
const STANDS: [string, ScamSignalCode][] = [
  ['Not kidding, WhatsApp me.', 'off_platform_contact'],
  ['Not kidding WhatsApp me.', 'off_platform_contact'],
  ['No experience needed. WhatsApp 0400 000 000.', 'off_platform_contact'],
  ["Don't hesitate to WhatsApp me.", 'off_platform_contact'],
  ['No registration fee, WhatsApp me.', 'off_platform_contact'],
  ['Never share your bank details except via WhatsApp.', 'off_platform_contact'],
  ['No worries, send your bank details.', 'bank_details'],
  ['No worries — send your bank details.', 'bank_details'],
  ["Don't wait — pay the deposit today.", 'upfront_fee'],
  ["don't wait, pay the deposit", 'upfront_fee'],
  ['Not a scam: pay the $50 fee.', 'upfront_fee'],
  ['No registration fee, $50 deposit required.', 'upfront_fee'],
  ['No upfront fees but pay a $50 kit deposit.', 'upfront_fee'],
  ['We never ask for fees. Pay the $50 deposit to start.', 'upfront_fee'],
  ['We pay in USDT.', 'crypto_or_gift_cards'],
];

describe('scam signals', () => {
  it('has phrasings that trip and phrasings that must not, for every signal', () => {
    for (const { code } of SCAM_SIGNALS) {
      expect(TRIPS[code].length, code).toBeGreaterThan(0);
      expect(HONEST[code].length, code).toBeGreaterThan(0);
    }
  });

  for (const { code } of SCAM_SIGNALS) {
    describe(code, () => {
      for (const text of TRIPS[code]) {
        it(`trips on "${text}"`, () => {
          expect(codes(text)).toContain(code);
        });
      }
      for (const text of HONEST[code]) {
        it(`does not trip on "${text}"`, () => {
          expect(codes(text)).not.toContain(code);
        });
      }
    });
  }

  describe('disguised signals', () => {
    for (const { trick, text, code } of EVASIONS) {
      it(`sees ${code} through ${trick}: "${text}"`, () => {
        expect(codes(text)).toContain(code);
      });
    }
  });

  describe('negations', () => {
    for (const [text, code] of UNDONE) {
      it(`a negation that governs the signal undoes it: "${text}"`, () => {
        expect(codes(text)).not.toContain(code);
      });
    }
    for (const [text, code] of STANDS) {
      it(`a negation of something else leaves the signal: "${text}"`, () => {
        expect(codes(text)).toContain(code);
      });
    }
  });

  it('finds a scam listing’s four signals, each once, in the words the listing wrote', () => {
    const signals = scamSignals([
      'Uniform deposit',
      'Easy start',
      'We ask for a $50 deposit for your uniform, then message me on WhatsApp with your bank details and TFN.',
    ]);
    expect(signals.map((signal) => [signal.code, signal.excerpt])).toEqual([
      ['upfront_fee', 'Uniform deposit'],
      ['bank_details', 'message me on WhatsApp with your bank details'],
      ['tax_file_number', 'with your bank details and TFN'],
      ['off_platform_contact', 'WhatsApp'],
    ]);
  });

  it('quotes a disguised signal as the listing disguised it', () => {
    const excerpt = (text: string) => scamSignals([text]).map((signal) => signal.excerpt);
    expect(excerpt('Message me on W h a t s A p p today')).toEqual(['W h a t s A p p']);
    expect(excerpt('Ask for Wh\u0430tsApp details')).toEqual(['Wh\u0430tsApp']);
    expect(excerpt('There is a fifty dollar registration fee.')).toEqual([
      'fifty dollar registration fee',
    ]);
    expect(excerpt('Provide your B.S.B and acc no.')).toEqual(['Provide your B.S.B and acc no']);
  });

  it('reads through styled letters, zero-width characters and odd spacing', () => {
    expect(normaliseText('Ｗｈａｔｓ\u200bApp   me')).toBe('whatsapp me');
    expect(codes('Contact me on Ｔｅｌｅｇｒａｍ')).toEqual(['off_platform_contact']);
    expect(codes('send  your\tTFN')).toEqual(['tax_file_number']);
  });

  it('looks at every text a student sees: title, preview, description, questions, business', () => {
    expect(codes('Barista', 'Great café', 'Busy shifts', 'What is your Telegram handle?')).toEqual([
      'off_platform_contact',
    ]);
    const listing = [
      'Weekend barista',
      'Coffee on weekends',
      'Make coffee for our Saturday crowd.',
      'Paid weekly',
      'Newtown NSW 2042',
      'Harbour Cafe',
      'Questions? Add me on WhatsApp.',
    ];
    expect(codes(...listing)).toEqual(['off_platform_contact']);
  });

  it('never makes a signal of the end of one field and the start of the next', () => {
    const glued: string[][] = [
      ['Junior bank', 'Details matter in this role'],
      ['Weekly pay', 'Deposit slips and cash handling'],
      ['Event registration', 'Fee schedules and invoices'],
      ['Harbour Whats', 'App developers wanted'],
      ['Please send your', 'TFN questions to payroll after you start'],
    ];
    for (const texts of glued) {
      expect(codes(...texts), texts.join(' | ')).toEqual([]);
      expect(codes(texts.join(' ')), texts.join(' ')).not.toEqual([]);
    }
  });

  it('keeps every match inside one line of one field', () => {
    for (const text of [...Object.values(TRIPS).flat(), ...EVASIONS.map((e) => e.text)]) {
      for (const signal of scamSignals([text.split(' ').join('\n')])) {
        expect(signal.excerpt, text).not.toMatch(/\n/);
      }
      for (const signal of scamSignals(text.split(' '))) {
        expect(signal.excerpt, text).not.toMatch(/ /);
      }
    }
  });
});
