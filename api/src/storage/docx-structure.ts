// Is this a Word document (Office Open XML, ECMA-376), or just a zip (a zip holding
// only `word/evil.exe` once passed as a `.docx`)? Its central directory must list the package's
// content types and the main document part, and nothing an employer's computer would run.
import { zipEntryNames } from './zip-entries';

/** Every OOXML package has it (ECMA-376 Part 2, 10.1.2.2). */
const CONTENT_TYPES = '[Content_Types].xml';
/**
 * The main part. `_rels/.rels` may name another path, but Word and the writers tested here
 * (LibreOffice, python-docx's Word template) all use this one; reading the relationships would
 * mean inflating them.
 */
const MAIN_DOCUMENT = 'word/document.xml';

/**
 * Programs, scripts and shortcuts by extension, and Word macros (`vbaProject.bin`: a document
 * with macros is a `.docm`, and Word itself never saves one as `.docx`).
 */
const EXECUTABLE =
  /(?:\.(?:exe|dll|com|scr|pif|cpl|msi|msp|bat|cmd|ps1|psm1|vbs|vbe|js|jse|wsf|wsh|hta|jar|lnk|reg|sh|app)|(?:^|\/)vbaProject\.bin)$/i;

export function isDocx(data: Buffer): boolean {
  const names = zipEntryNames(data);
  if (!names) return false;
  return (
    names.includes(CONTENT_TYPES) &&
    names.includes(MAIN_DOCUMENT) &&
    !names.some((name) => EXECUTABLE.test(name))
  );
}
