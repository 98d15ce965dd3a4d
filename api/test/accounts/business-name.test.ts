// Whether an employer's business name is the one the register holds for their ABN.
import { describe, expect, it } from 'vitest';
import {
  businessNameMatches,
  businessNameWords,
} from '../../src/accounts/employers/abr/business-name';

describe('business names', () => {
  it('read alike whatever the case, punctuation, "The", "&" and the company words', () => {
    expect(businessNameWords('The Harbour Lane Café Pty. Ltd.')).toEqual([
      'harbour',
      'lane',
      'cafe',
    ]);
    expect(businessNameWords("O'Brien's Bakery & Co Pty Limited")).toEqual([
      'obriens',
      'bakery',
      'and',
      'co',
    ]);
    // A name that is only a company word or "The" keeps it.
    expect(businessNameWords('The')).toEqual(['the']);
    expect(businessNameWords('Limited')).toEqual(['limited']);
  });

  it("match the entity's name or one of its business names", () => {
    const entity = 'HARBOUR LANE CAFE PTY. LTD.';
    expect(businessNameMatches('Harbour Lane Cafe', entity, [])).toBe(true);
    expect(businessNameMatches('The Harbour Lane Cafe Proprietary Limited', entity, [])).toBe(true);
    expect(businessNameMatches('Harbour Lane Coffee', entity, [])).toBe(false);
    const names = ['Glebe Mowing & Garden Care', 'JANE CITIZEN TUTORING'];
    expect(businessNameMatches('Glebe Mowing and Garden Care', 'CITIZEN, JANE MARY', names)).toBe(
      true,
    );
    // A sole trader under their own name: the register writes it surname first.
    expect(businessNameMatches('Jane Mary Citizen', 'CITIZEN, JANE MARY', names)).toBe(true);
    expect(businessNameMatches('Jane Citizen', 'CITIZEN, JANE MARY', names)).toBe(false);
    expect(businessNameMatches('Harbour Lane Cafe', null, [])).toBe(false);
    expect(businessNameMatches('!!!', '', [])).toBe(false);
  });
});
