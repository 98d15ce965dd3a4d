// Letters of other scripts that pass for Latin ones: "WhаtsApp" with a Cyrillic а reads as WhatsApp
// to a student and to nobody's regular expression. The pairs follow the Unicode confusables data
// (TR39) for the scripts a scammer reaches for first: Cyrillic, Greek, Latin's own small capitals
// and phonetic letters, Cherokee and Lisu capitals, Armenian. A capital is listed apart from its
// small letter where the two pass for different Latin letters (Greek Η passes for H, η for n).
// Unicode normalisation (NFKD) has already turned styled letters (𝐖, Ｗ, Ⓦ) into plain ones.
//
// A table of our own rather than the confusables or decancer packages: neither says where each
// folded letter came from, which a moderator's excerpt needs; confusables follows TR39's
// skeletons, made for comparing two strings, where Greek Ι is an l ("ΒΙΤϹΟΙΝ" reads "bltcoln");
// decancer is a native addon with one build per platform and turns zero-width spaces into spaces;
// and on the disguises the tests use the table reads as many or more, in about the same time.

/** Each letter of the first string passes for the Latin letter at the same place in the second. */
const ALPHABETS: readonly (readonly [string, string])[] = [
  ['АВСЕНІЈКМОРЅТХУҮԀԚԜҺӀ', 'abcehijkmopstxyydqwhl'],
  ['авсԁеёһіїјкӏмнопрԛгѕтԝшхуүѵѡьъҽөԍғ', 'abcdeehiijklmhonpqrstwwxyyvwbbeogf'],
  ['ΑΒΕΖΗΙΚΜΝΟΡΤΥΧϹͿ', 'abezhikmnoptyxcj'],
  ['αβγεϵηικϰνορϱσςτυχωϲϳϐ', 'abyeenikkvoppoctuxwcjb'],
  ['ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘʀꜱᴛᴜᴠᴡʏᴢ', 'abcdefghijklmnoprstuvwyz'],
  ['ɑɡɩıȷƅɓƈɗƒɠɦɨƙɭɱɲƥʠɽʂƭʋⱳƴȥøđħłŧƀɇɯƖɵ', 'agiijbbcdfghiklmnpqrstvwyzodhltbewlo'],
  ['ᎪᏴᏟᎠᎬᏀᎻᎥᎫᏦᏞᎷᏢᎡᏚᎢᏙᏔᎳᎩᏃ', 'abcdeghijklmprstvwwyz'],
  ['ꓮꓐꓚꓓꓰꓝꓖꓧꓲꓙꓗꓡꓟꓠꓳꓑꓣꓢꓔꓴꓦꓪꓫꓬꓜ', 'abcdefghijklmnoprstuvwxyz'],
  ['օսցհոզա', 'oughnqw'],
];

/** Ligatures NFKD keeps whole. */
const LIGATURES: Record<string, string> = { æ: 'ae', œ: 'oe', ӕ: 'ae' };

function table(): Map<string, string> {
  const map = new Map<string, string>(Object.entries(LIGATURES));
  for (const [letters, latin] of ALPHABETS) {
    const from = [...letters];
    if (from.length !== latin.length)
      throw new Error(`look-alikes: ${letters} and ${latin} differ`);
    from.forEach((letter, i) => map.set(letter, latin.charAt(i)));
  }
  return map;
}

const LOOK_ALIKES: ReadonlyMap<string, string> = table();

// Letters NFKD leaves alone: regional indicators (🇼🇭🇦🇹🇸 in a row reads as a word, not flags),
// negative circled and negative squared capitals, parenthesised small letters.
const LETTER_BLOCKS: readonly { first: number; last: number }[] = [
  { first: 0x1f1e6, last: 0x1f1ff },
  { first: 0x1f150, last: 0x1f169 },
  { first: 0x1f170, last: 0x1f189 },
  { first: 0x249c, last: 0x24b5 },
];

/** The Latin letter(s) a character passes for, or undefined when it passes for none. */
export function lookAlike(char: string): string | undefined {
  const known = LOOK_ALIKES.get(char);
  if (known !== undefined) return known;
  const code = char.codePointAt(0) ?? 0;
  for (const block of LETTER_BLOCKS) {
    if (code >= block.first && code <= block.last) {
      return String.fromCharCode(0x61 + code - block.first);
    }
  }
  return undefined;
}
