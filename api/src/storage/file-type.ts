// A resume's real type, from its first bytes, never from its name or the browser's claim.
import type { ResumeExtension } from './resume-files';

const PDF = Buffer.from('%PDF-', 'latin1');
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL_HEADER = 0x04034b50;

/** Names of the entries of a zip file, read from its local file headers. */
function zipEntryNames(data: Buffer, maxEntries = 64): string[] {
  const names: string[] = [];
  let offset = 0;
  while (names.length < maxEntries && offset + 30 <= data.length) {
    if (data.readUInt32LE(offset) !== ZIP_LOCAL_HEADER) break;
    const flags = data.readUInt16LE(offset + 6);
    const compressedSize = data.readUInt32LE(offset + 18);
    const nameLength = data.readUInt16LE(offset + 26);
    const extraLength = data.readUInt16LE(offset + 28);
    names.push(data.toString('utf8', offset + 30, offset + 30 + nameLength));
    // With a data descriptor (flag bit 3) the size is not in the header; the names seen so far
    // are all we can read without the central directory, and [Content_Types].xml comes first.
    if (flags & 0x08) break;
    offset += 30 + nameLength + extraLength + compressedSize;
  }
  return names;
}

function isDocx(data: Buffer): boolean {
  if (data.length < 4 || data.readUInt32LE(0) !== ZIP_LOCAL_HEADER) return false;
  const names = zipEntryNames(data);
  return names.some((n) => n === '[Content_Types].xml' || n.startsWith('word/'));
}

/** True when the bytes are a file of the given type. */
export function matchesType(data: Buffer, ext: ResumeExtension): boolean {
  switch (ext) {
    case 'pdf':
      return data.subarray(0, PDF.length).equals(PDF);
    case 'doc':
      return data.subarray(0, OLE.length).equals(OLE);
    case 'docx':
      return isDocx(data);
  }
}
