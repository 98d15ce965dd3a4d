// WAL positions and segment file names as PostgreSQL writes them: an LSN "16/B374D848" is a 64-bit
// byte position; the segment holding it on timeline 1 is 00000001 00000016 000000B3 (16 MB
// segments): timeline, then the segment number split into "log" and "segment within log".

export function parseLsn(lsn: string): bigint {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(lsn.trim());
  if (!match?.[1] || !match[2]) throw new Error(`not a WAL position: ${lsn}`);
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

const hex8 = (value: bigint | number) => value.toString(16).toUpperCase().padStart(8, '0');

/** The WAL segment file that holds `lsn` (what the server's pg_walfile_name answers). */
export function walFileName(timeline: number, lsn: string, segmentBytes: number): string {
  const segment = parseLsn(lsn) / BigInt(segmentBytes);
  const perLog = 0x1_0000_0000n / BigInt(segmentBytes);
  return `${hex8(timeline)}${hex8(segment / perLog)}${hex8(segment % perLog)}`;
}
