// Each scam signal on the phrasings that must trip it, and on the honest phrasings that name the
// same things and must not (issue 31).
import { describe, expect, it } from 'vitest';
import {
  normaliseText,
  SCAM_SIGNALS,
  scamSignals,
  type ScamSignalCode,
} from '../../src/listings/vetting/scam-signals';

const codes = (...texts: string[]) => scamSignals(texts).map((signal) => signal.code);

const TRIPS: Record<ScamSignalCode, string[]> = {
  upfront_fee: [
    'A $50 deposit for your uniform is required before your first shift.',
    'There is a small registration fee of $30.',
    'You must pay a refundable deposit to start.',
    'Upfront payment covers your training pack.',
    'Buy your own starter kit ($99) and start earning.',
  ],
  bank_details: [
    'Message me on WhatsApp with your bank details and TFN.',
    'Please send your BSB and account number to get set up.',
    'Email us your credit card details to verify your identity.',
    'Provide your online banking login so we can pay you.',
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
  ],
  crypto_or_gift_cards: [
    'Weekly pay in Bitcoin or USDT.',
    'You will be paid in Steam cards.',
    'Buy three gift cards and send the codes to your manager.',
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
  ],
  bank_details: [
    'We pay super into your bank account.',
    'You will need an Australian bank account to be paid.',
    'We will never ask for your bank details in a message.',
    'Pay goes straight to your bank account each fortnight.',
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
  ],
  crypto_or_gift_cards: [
    'Retail assistant at a gift shop in Newtown.',
    'Help customers choose gift cards at the counter.',
    'Staff discount on all gift cards.',
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

  it('finds the issue’s listing’s four signals, each once, with the words that tripped them', () => {
    const signals = scamSignals([
      'Uniform deposit',
      'Easy start',
      'We ask for a $50 deposit for your uniform, then message me on WhatsApp with your bank details and TFN.',
    ]);
    expect(signals.map((signal) => [signal.code, signal.excerpt])).toEqual([
      ['upfront_fee', 'uniform deposit'],
      ['bank_details', 'message me on whatsapp with your bank details'],
      ['tax_file_number', 'with your bank details and tfn'],
      ['off_platform_contact', 'whatsapp'],
    ]);
  });

  it('reads through styled letters, zero-width characters and odd spacing', () => {
    expect(normaliseText('Ｗｈａｔｓ\u200bApp   me')).toBe('whatsapp me');
    expect(codes('Contact me on Ｔｅｌｅｇｒａｍ')).toEqual(['off_platform_contact']);
    expect(codes('send  your\tTFN')).toEqual(['tax_file_number']);
  });

  it('looks at every text of the listing: title, preview, description, questions', () => {
    expect(codes('Barista', 'Great café', 'Busy shifts', 'What is your Telegram handle?')).toEqual([
      'off_platform_contact',
    ]);
  });
});
