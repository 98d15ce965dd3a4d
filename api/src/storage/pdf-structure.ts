// Is this a PDF, or something else behind a `%PDF-` prefix (`%PDF-1.4` followed by an HTML
// page once passed)? Checks the shape every PDF writer produces, as cheaply as a
// few searches: the header, the end-of-file marker and its trailer, an indirect object, and no
// HTML where a browser would sniff for it. It proves the shape, not that a viewer can render the
// file: cross-reference offsets are not followed (viewers rebuild a damaged table themselves).

/** `%PDF-1.0` … `%PDF-1.7`, `%PDF-2.0`, at the very start (ISO 32000-2, 7.5.2). */
const HEADER = /^%PDF-(?:1\.[0-7]|2\.0)(?![0-9.])/;

/** Acrobat requires `%%EOF` only somewhere in the last 1024 bytes (PDF Reference 1.7, H.3). */
const EOF_WINDOW = 1024;
const EOF_MARKER = '%%EOF';

/**
 * The file trailer before `%%EOF`: `startxref` and the offset of the last cross-reference
 * section (a table or a stream, ISO 32000-2, 7.5.5), or at least a `trailer` dictionary, which is
 * what a hand-written PDF without a table has (viewers open those; the e2e fixture is one).
 */
const FILE_TRAILER = /startxref\s+\d+|trailer\s*<</;

/**
 * An indirect object (`12 0 obj`): a file with none has no pages to show. Bounded counts, so a
 * file of five million digits costs a linear scan, not a backtracking one.
 */
const INDIRECT_OBJECT = /\d{1,10}[\0\t\n\f\r ]{1,16}\d{1,5}[\0\t\n\f\r ]{1,16}obj\b/;

/**
 * The most a browser reads to sniff a type (the MIME Sniffing Standard's resource header), so an
 * HTML page hidden later in a PDF is never read as one.
 */
const SNIFF_WINDOW = 1445;

/**
 * Tags a browser or an old sniffer takes for HTML, SVG or a plug-in, followed by what ends a tag
 * name. None is a valid hex string (`<h…`, `<s…`, `<i…` are not hex digits), so a PDF's hex
 * strings (`/ID [<b5…>]`) and XMP metadata (`<x:xmpmeta>`, `<rdf:…>`, `<dc:title>`) never match.
 */
const MARKUP =
  /<(?:!doctype|html|head|body|script|iframe|frame|frameset|object|embed|applet|svg|math|meta|link|base|style|title|form|img|video|audio)[\s/>]/i;

export function isPdf(data: Buffer): boolean {
  const head = data.toString('latin1', 0, SNIFF_WINDOW);
  if (!HEADER.test(head) || MARKUP.test(head)) return false;
  const tailStart = Math.max(0, data.length - EOF_WINDOW);
  const eofAt = data.lastIndexOf(EOF_MARKER, data.length, 'latin1');
  if (eofAt < tailStart) return false;
  // The trailer sits just before the marker; a kilobyte covers it and any padding writers add.
  const trailer = data.toString('latin1', Math.max(0, eofAt - EOF_WINDOW), eofAt);
  if (!FILE_TRAILER.test(trailer)) return false;
  return INDIRECT_OBJECT.test(data.toString('latin1'));
}
