// The folding the scam signals read listings through: each step on its own cases, the order of
// the steps, and the way back from the folded text to the words the listing wrote.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldText } from '../../src/listings/vetting/text-folding/fold-text';
import { originalSpan } from '../../src/listings/vetting/text-folding/folded-text';

const words = new Set(['telegram', 'signal', 'details', 'commission', 'bitcoin']);
const fold = (text: string) => foldText(text, { words }).text;

describe('folding a listing’s text', () => {
  it('turns styled, full-width and accented letters plain and lower case', () => {
    expect(fold('Ｗｈａｔｓ𝐀𝐩𝐩 Ⓦⓗⓐⓣ')).toBe('whatsapp what');
    expect(fold('Café RÉSUMÉ naïve')).toBe('cafe resume naive');
    expect(fold('ʷʰᵃᵗˢ')).toBe('whats');
  });

  it('reads look-alike letters of other scripts as the Latin letters they pass for', () => {
    expect(fold('Wh\u0430tsApp')).toBe('whatsapp'); // Cyrillic а
    expect(fold('\u0422\u0435l\u0435gr\u0430m')).toBe('telegram'); // Cyrillic Т, е, а
    expect(fold('\u03a4elegram \u0392itcoin')).toBe('telegram bitcoin'); // Greek Τ, Β
    expect(fold('W\u0397ATSAPP')).toBe('whatsapp'); // Greek capital Eta passes for H...
    expect(fold('\u03b7')).toBe('n'); // ...and its small letter for n
    expect(fold('\u13b3hatsapp \ua4eahatsApp')).toBe('whatsapp whatsapp'); // Cherokee, Lisu
    expect(fold('\u1d21\u029c\u1d00\u1d1bs\u1d00\u1d18\u1d18')).toBe('whatsapp'); // small capitals
    expect(fold('\ud83c\uddfc\ud83c\udded\ud83c\udde6\ud83c\uddf9')).toBe('what'); // indicators
  });

  it('drops characters nobody sees, and the marks drawn over letters', () => {
    expect(fold('Whats\u200bApp Tele\u00adgram Sig\u2060nal \ufeffme')).toBe(
      'whatsapp telegram signal me',
    );
    expect(fold('W\u0332h\u0332a\u0332t\u0332s\u0336')).toBe('whats');
  });

  it('straightens quotes and keeps long dashes, which part clauses', () => {
    expect(fold('Don’t wait — pay')).toBe("don't wait \u2014 pay");
    expect(fold('wait – pay')).toBe('wait \u2014 pay');
  });

  it('joins single letters spaced, dotted or dashed into one word', () => {
    expect(fold('W h a t s A p p')).toBe('whatsapp');
    expect(fold('w.h.a.t.s.a.p.p')).toBe('whatsapp');
    expect(fold('W. h. a. t. s.')).toBe('whats.');
    expect(fold('b-s-b and U S D T')).toBe('bsb and usdt');
    expect(fold('b a n k  d e t a i l s')).toBe('bank details');
    expect(fold('B.S.B and acc no')).toBe('bsb and acc no');
  });

  it('leaves honest single letters and digits apart', () => {
    expect(fold('Plan A. I will call')).toBe('plan a. i will call');
    expect(fold('I am a student')).toBe('i am a student');
    expect(fold('Shifts 7 - 9 pm')).toBe('shifts 7 - 9 pm');
    expect(fold('Grade A or B')).toBe('grade a or b');
  });

  it('spells out leetspeak inside words', () => {
    expect(fold('Wh4tsApp Whats@pp What$App')).toBe('whatsapp whatsapp whatsapp');
    expect(fold('b1tc0in c0mm1ss10n $ignal')).toBe('bitcoin commission signal');
  });

  it('reads a 1, | or ! as i or l by the words it is asked to recognise', () => {
    expect(fold('te1egram s1gna1 deta!ls')).toBe('telegram signal details');
    expect(foldText('te1egram').text).toBe('teiegram');
  });

  it('keeps money, phone numbers, times, sizes and addresses as written', () => {
    const honest = 'Call 0400 123 456 or jo@mail.com, @harbourcafe, $50, au$50, 5pm, 24hr, mp3';
    expect(fold(honest)).toBe(honest.toLowerCase());
  });

  it('writes amounts in words as digits, and money as "$" and a number', () => {
    expect(fold('a fifty dollar registration fee')).toBe('a $50 registration fee');
    expect(fold('pay fifty dollars before you start')).toBe('pay $50 before you start');
    expect(fold('one hundred and twenty')).toBe('120');
    expect(fold('forty-five bucks, a hundred dollars')).toBe('$45, $100');
    expect(fold('two thousand five hundred and ten')).toBe('2510');
    expect(fold('$ 50 deposit, 50$ fee, 50 AUD, AUD 50')).toBe('$50 deposit, $50 fee, $50, $50');
    expect(fold('twenty five dollars')).toBe('$25');
  });

  it('leaves a lone "one" or "zero", which are rarely amounts', () => {
    expect(fold('no one will call, zero fees, a one-off fee')).toBe(
      'no one will call, zero fees, a one-off fee',
    );
    expect(fold('one dollar')).toBe('$1');
  });

  it('folds in an order where each step sees the last one’s work', () => {
    // Joined first, then leetspeak, then amounts.
    expect(fold('w h 4 t s 4 p p')).toBe('whatsapp');
    expect(fold('f1fty dollars')).toBe('$50');
    expect(fold('f1fty d0llars')).toBe('$50');
    // Amounts come last: the "$50" they write is never read back as leetspeak.
    expect(fold('fifty dollars')).toBe('$50');
  });

  it('makes every run of spaces one space and keeps line breaks', () => {
    expect(fold('send  your\tTFN\r\nnow\u00a0please')).toBe('send your tfn\nnow please');
  });

  it('finds the listing’s own words behind any folded span', () => {
    const original = 'Pay a fifty dollar fee on W h a t s A p p, Wh\u0430tsApp';
    const folded = foldText(original);
    const span = (words: string) => {
      const start = folded.text.indexOf(words);
      return originalSpan(original, folded, start, start + words.length);
    };
    expect(folded.text).toBe('pay a $50 fee on whatsapp, whatsapp');
    expect(span('$50 fee')).toBe('fifty dollar fee');
    expect(span('whatsapp,')).toBe('W h a t s A p p,');
    expect(span('whatsapp')).toBe('W h a t s A p p');
    expect(span('50')).toBe('fifty dollar');
    expect(folded.text.lastIndexOf('whatsapp')).toBe(27);
    expect(originalSpan(original, folded, 27, 35)).toBe('Wh\u0430tsApp');
  });

  it('maps every folded character back into the original, in order', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (original) => {
        const folded = foldText(original);
        expect(folded.starts).toHaveLength(folded.text.length);
        expect(folded.ends).toHaveLength(folded.text.length);
        folded.starts.forEach((start, i) => {
          const end = folded.ends[i] ?? -1;
          expect(start).toBeGreaterThanOrEqual(i === 0 ? 0 : (folded.starts[i - 1] ?? 0));
          expect(end).toBeGreaterThan(start);
          expect(end).toBeLessThanOrEqual(original.length);
        });
        expect(folded.text).not.toMatch(/[A-Z\u200b\u00ad]/);
      }),
      { numRuns: 300 },
    );
  });
});
