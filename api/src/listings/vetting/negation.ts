// When a negation undoes a scam signal. Honest listings name the same things as scams in order to
// refuse them ("no upfront fees", "we will never ask for your bank details", "we don't use
// WhatsApp"), and scams put a negation in front of a signal to hide it ("Not kidding, WhatsApp me",
// "No worries, send your bank details", "don't wait, pay the deposit"). A negation counts only when
// it governs the signal: in the same clause, with nothing between them but the few words a negated
// request is made of (articles, pronouns, "ask", "charge", "need", "pay", "use", "contact", "for",
// "to", "ever", "any", "upfront"...). "Not kidding" or "No worries" govern a word of their own, so a
// signal after them stands.

/** Words that turn the clause after them down. */
const NEGATIONS = new Set([
  'no',
  'not',
  'never',
  'nor',
  'neither',
  'without',
  'zero',
  'cannot',
  "can't",
  'cant',
  "don't",
  'dont',
  "doesn't",
  'doesnt',
  "didn't",
  'didnt',
  "won't",
  'wont',
  "isn't",
  'isnt',
  "aren't",
  'arent',
  "wouldn't",
  "shouldn't",
  "mustn't",
  "needn't",
]);

/**
 * The employer bearing a cost turns it down for the applicant ("we cover the police check fee",
 * "we pay your registration fee"); for a fee only: "we pay in USDT" is a scam, not a refusal.
 */
const EMPLOYER_BEARS = new Set([
  'cover',
  'covers',
  'covered',
  'reimburse',
  'reimburses',
  'reimbursed',
  'waive',
  'waives',
  'waived',
]);

/** Words that can stand between a negation and what it negates in a request turned down. */
const GOVERNED = new Set(
  [
    'a an the any anyone anybody anything ever you your yours u ur us we our i me my they them',
    'their it its will would shall should must to for of on in via through by with from at or',
    'and nor also all ask asks asked asking charge charges charged charging need needs needed',
    'require requires required requiring request requests requested pay pays paying use uses',
    'using used contact contacts contacting message messages email text call reach send sending',
    'give giving share sharing provide providing take taking accept accepts accepting collect',
    'collecting want wants expect expects be is are have has do does there hidden upfront',
    'up-front up front extra additional other such kind sort type form personal private',
    'sensitive money cash hold keep store apply',
  ]
    .join(' ')
    .split(' '),
);
const MAX_GOVERNED = 6;
/** An amount can stand there too: "we pay your $40 police check fee". */
const AMOUNT = /^\$\d/;

/** Where a clause ends: sentence marks, brackets, dashes, commas, a line, "but". */
const CLAUSE_BREAK = /[.,;:!?()\n\u2014]| - |\b(?:but|however|though|although|except|unless)\b/g;
const WORD = /[a-z0-9$'-]+/g;

/** "we pay", "we'll pay", "we will pay": the employer paying is a cost turned down too. */
function employerPaysAt(words: readonly string[], index: number): boolean {
  if (!['pay', 'pays'].includes(words[index] ?? '')) return false;
  const before = words[index - 1] ?? '';
  if (['we', "we'll", 'company', 'employer', 'business'].includes(before)) return true;
  return before === 'will' && words[index - 2] === 'we';
}

/** Where each clause of a text starts, in order. */
function clauseStarts(text: string): number[] {
  const starts = [0];
  for (const found of text.matchAll(CLAUSE_BREAK)) starts.push(found.index + found[0].length);
  return starts;
}

/** The last of the sorted `starts` at or before `index`. */
function startBefore(starts: readonly number[], index: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((starts[middle] ?? 0) <= index) low = middle;
    else high = middle - 1;
  }
  return starts[low] ?? 0;
}

/**
 * For one text, whether a negation earlier in its clause governs the words starting at an index;
 * with `employerPays`, the employer paying counts as one. The clauses are found once per text: a
 * listing with many signals asks many times.
 */
export function negationsIn(text: string): (index: number, employerPays: boolean) => boolean {
  const starts = clauseStarts(text);
  return (index, employerPays) => {
    const words = text.slice(startBefore(starts, index), index).match(WORD) ?? [];
    // The signal's own first word may be the employer's "pay": "we'll pay your registration fee".
    const first = /^[a-z]+/.exec(text.slice(index, index + 12))?.[0] ?? '';
    if (employerPays && employerPaysAt([...words, first], words.length)) return true;
    let governed = 0;
    for (let i = words.length - 1; i >= 0; i -= 1) {
      const word = words[i] ?? '';
      if (NEGATIONS.has(word)) return true;
      if (employerPays && (EMPLOYER_BEARS.has(word) || employerPaysAt(words, i))) return true;
      if (!(GOVERNED.has(word) || AMOUNT.test(word)) || governed === MAX_GOVERNED) return false;
      governed += 1;
    }
    return false;
  };
}

// What joins the items of one list: "no WhatsApp or Telegram", "never use WhatsApp, Telegram or
// Signal". A comma alone joins only when an "or" closes the list; otherwise "No registration fee,
// $50 deposit required" would hide its second clause behind the first.
const JOINED_BY_OR = /^(?:,? (?:or|nor) |\/| ?\/ ?)$/;
const JOINED_BY_COMMA = /^, $/;
const LIST_GOES_ON = /^,? (?:or|nor) /;

/**
 * Whether a match continues a list whose earlier item a negation undid: the text between them is
 * a list joiner, and a comma needs the list to close with "or" after this item.
 */
export function continuesNegatedList(between: string, after: string): boolean {
  if (JOINED_BY_OR.test(between)) return true;
  return JOINED_BY_COMMA.test(between) && LIST_GOES_ON.test(after);
}
