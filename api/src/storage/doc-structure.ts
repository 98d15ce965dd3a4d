// Is this a Word 97–2003 document, or another file behind the compound-file signature? A `.doc`
// is a Compound File (MS-CFB) holding a `WordDocument` stream (MS-DOC 2.1.1); Excel and PowerPoint
// files share the container but not the stream. We check the header, then follow the directory's
// sector chain through the FAT and look for that stream by name. Its content is not parsed.

const SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const HEADER_SIZE = 512;
const DIRECTORY_ENTRY_SIZE = 128;
/** The header holds the first 109 FAT sector numbers: enough for 7 MB of 512-byte sectors. */
const HEADER_DIFAT_ENTRIES = 109;
const END_OF_CHAIN = 0xfffffffe;

const STORAGE_ROOT = 5;
const STREAM = 2;

/** Sector size from the header: 512 bytes in version 3, 4096 in version 4 (MS-CFB 2.2). */
function sectorSizeOf(data: Buffer): number | undefined {
  const major = data.readUInt16LE(0x1a);
  const shift = data.readUInt16LE(0x1e);
  if (data.readUInt16LE(0x1c) !== 0xfffe || data.readUInt16LE(0x20) !== 6) return undefined;
  if (major === 3 && shift === 9) return 512;
  if (major === 4 && shift === 12) return 4096;
  return undefined;
}

function entryName(data: Buffer, entry: number): string | undefined {
  // The length counts the terminating NUL, in bytes of UTF-16.
  const length = data.readUInt16LE(entry + 0x40);
  if (length < 2 || length > 64 || length % 2 !== 0) return undefined;
  return data.toString('utf16le', entry, entry + length - 2);
}

export function isWordDoc(data: Buffer): boolean {
  if (data.length < HEADER_SIZE || !data.subarray(0, SIGNATURE.length).equals(SIGNATURE)) {
    return false;
  }
  const sectorSize = sectorSizeOf(data);
  if (!sectorSize) return false;
  // Sector n starts after the header, which takes one sector's room.
  const sectorCount = Math.floor(data.length / sectorSize) - 1;
  const sectorAt = (sector: number) => (sector + 1) * sectorSize;
  const fatPerSector = sectorSize / 4;
  const nextSector = (sector: number): number | undefined => {
    const index = Math.floor(sector / fatPerSector);
    if (index >= HEADER_DIFAT_ENTRIES) return undefined;
    const fatSector = data.readUInt32LE(0x4c + index * 4);
    if (fatSector >= sectorCount) return undefined;
    return data.readUInt32LE(sectorAt(fatSector) + (sector % fatPerSector) * 4);
  };

  let sector: number | undefined = data.readUInt32LE(0x30);
  let visited = 0;
  let hasWordDocument = false;
  while (sector !== END_OF_CHAIN) {
    // A chain longer than the file has sectors loops: a crafted FAT, not a document.
    if (sector === undefined || sector >= sectorCount || ++visited > sectorCount) return false;
    for (let offset = 0; offset < sectorSize; offset += DIRECTORY_ENTRY_SIZE) {
      const entry = sectorAt(sector) + offset;
      const type = data.readUInt8(entry + 0x42);
      // The first entry of the directory is the root storage.
      if (visited === 1 && offset === 0 && type !== STORAGE_ROOT) return false;
      const size = data.readUInt32LE(entry + 0x78);
      if (type === STREAM && size > 0 && entryName(data, entry) === 'WordDocument') {
        hasWordDocument = true;
      }
    }
    sector = nextSector(sector);
  }
  return hasWordDocument;
}
