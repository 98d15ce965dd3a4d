// The entry names of a zip file, read as an unzipper reads them: from the central directory at its
// end (APPNOTE.TXT 4.3), each one checked against the local header it points at. Nothing is
// inflated. Undefined for anything that is not one well-formed zip from its first byte to its
// last: the review's fake `.docx` passed because only the local headers at the start were read.

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END = 0x06064b50;
const ZIP64_EXTRA = 0x0001;

const EOCD_SIZE = 22;
const CENTRAL_SIZE = 46;
const LOCAL_SIZE = 30;
/** A resume has a few dozen parts; this bounds the work a crafted directory can ask for. */
const MAX_ENTRIES = 10_000;

interface Directory {
  offset: number;
  size: number;
  entries: number;
}

/** The end record, found where its comment length says it ends: at the very end of the file. */
function endOfCentralDirectory(data: Buffer): number | undefined {
  const lowest = Math.max(0, data.length - EOCD_SIZE - 0xffff);
  for (let at = data.length - EOCD_SIZE; at >= lowest; at -= 1) {
    if (
      data.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY &&
      at + EOCD_SIZE + data.readUInt16LE(at + 20) === data.length
    ) {
      return at;
    }
  }
  return undefined;
}

function centralDirectory(data: Buffer, eocd: number): Directory | undefined {
  // One disk only: a split archive is no document.
  if (data.readUInt16LE(eocd + 4) !== 0 || data.readUInt16LE(eocd + 6) !== 0) return undefined;
  const entries = data.readUInt16LE(eocd + 10);
  const size = data.readUInt32LE(eocd + 12);
  const offset = data.readUInt32LE(eocd + 16);
  if (entries !== 0xffff && size !== 0xffffffff && offset !== 0xffffffff) {
    return { offset, size, entries };
  }
  // Zip64 (some writers use it for small files too): the locator sits just before the end record.
  const locator = eocd - 20;
  if (locator < 0 || data.readUInt32LE(locator) !== ZIP64_LOCATOR) return undefined;
  const end = Number(data.readBigUInt64LE(locator + 8));
  if (end + 56 > locator || data.readUInt32LE(end) !== ZIP64_END) return undefined;
  return {
    entries: Number(data.readBigUInt64LE(end + 32)),
    size: Number(data.readBigUInt64LE(end + 40)),
    offset: Number(data.readBigUInt64LE(end + 48)),
  };
}

/** A central entry's local header offset, from its zip64 extra field when the 32 bits are full. */
function localOffset(data: Buffer, entry: number, extraStart: number, extraEnd: number) {
  const offset = data.readUInt32LE(entry + 42);
  if (offset !== 0xffffffff) return offset;
  // The extra holds, in this order, only the fields whose 32-bit value is all ones.
  let skip = 0;
  if (data.readUInt32LE(entry + 24) === 0xffffffff) skip += 8;
  if (data.readUInt32LE(entry + 20) === 0xffffffff) skip += 8;
  for (let at = extraStart; at + 4 <= extraEnd;) {
    const id = data.readUInt16LE(at);
    const length = data.readUInt16LE(at + 2);
    if (id === ZIP64_EXTRA && skip + 8 <= length && at + 4 + length <= extraEnd) {
      return Number(data.readBigUInt64LE(at + 4 + skip));
    }
    at += 4 + length;
  }
  return undefined;
}

/** The names of every entry, or undefined when the file is not a well-formed zip. */
export function zipEntryNames(data: Buffer): string[] | undefined {
  if (data.length < LOCAL_SIZE + EOCD_SIZE || data.readUInt32LE(0) !== LOCAL_HEADER)
    return undefined;
  const eocd = endOfCentralDirectory(data);
  const directory = eocd === undefined ? undefined : centralDirectory(data, eocd);
  if (!directory || eocd === undefined) return undefined;
  const { offset, size, entries } = directory;
  if (entries < 1 || entries > MAX_ENTRIES || offset + size > eocd) return undefined;

  const names: string[] = [];
  let at = offset;
  for (let index = 0; index < entries; index += 1) {
    if (at + CENTRAL_SIZE > offset + size || data.readUInt32LE(at) !== CENTRAL_HEADER) {
      return undefined;
    }
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    const nameStart = at + CENTRAL_SIZE;
    const extraStart = nameStart + nameLength;
    const next = extraStart + extraLength + commentLength;
    if (nameLength === 0 || next > offset + size) return undefined;
    const name = data.subarray(nameStart, extraStart);
    // The local header must exist and carry the same name: a directory describing entries that
    // are not there, or are other files, is how archives are made to read differently to
    // different tools.
    const local = localOffset(data, at, extraStart, extraStart + extraLength);
    if (
      local === undefined ||
      local + LOCAL_SIZE + nameLength > offset ||
      data.readUInt32LE(local) !== LOCAL_HEADER ||
      data.readUInt16LE(local + 26) !== nameLength ||
      !data.subarray(local + LOCAL_SIZE, local + LOCAL_SIZE + nameLength).equals(name)
    ) {
      return undefined;
    }
    names.push(name.toString('utf8'));
    at = next;
  }
  return names;
}
