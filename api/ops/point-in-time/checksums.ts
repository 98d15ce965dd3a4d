// SHA-256 of backup files as they are stored (encrypted or not), so a restore finds a damaged or
// truncated file before it unpacks anything.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** Hashes and counts what flows through it, for a file written as it is streamed. */
export function hashingStream(): { stream: Transform; sha256: () => string; bytes: () => number } {
  const hash = createHash('sha256');
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, sha256: () => hash.digest('hex'), bytes: () => bytes };
}
