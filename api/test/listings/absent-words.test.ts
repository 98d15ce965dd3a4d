import { describe, expect, it } from 'vitest';
import { AbsentWords } from '../../src/listings/search/absent-words';

const words = (text: string) => ({ text, indexable: true });

describe('absent words', () => {
  it('keeps words by category until a search finds them', () => {
    const absent = new AbsentWords();
    absent.note('HOSP', words(`'axolotl':*`), true);
    expect(absent.has('HOSP', words(`'axolotl':*`))).toBe(true);
    expect(absent.has('RETL', words(`'axolotl':*`))).toBe(false);
    expect(absent.has('HOSP', words(`'axolot':*`))).toBe(false);
    absent.note('HOSP', words(`'axolotl':*`), false);
    expect(absent.has('HOSP', words(`'axolotl':*`))).toBe(false);
  });

  it('forgets the least recently searched beyond its size', () => {
    const absent = new AbsentWords(2);
    absent.note('HOSP', words(`'a1':*`), true);
    absent.note('HOSP', words(`'a2':*`), true);
    expect(absent.has('HOSP', words(`'a1':*`))).toBe(true);
    absent.note('HOSP', words(`'a3':*`), true);
    expect(absent.has('HOSP', words(`'a2':*`))).toBe(false);
    expect(absent.has('HOSP', words(`'a1':*`))).toBe(true);
    expect(absent.has('HOSP', words(`'a3':*`))).toBe(true);
  });
});
