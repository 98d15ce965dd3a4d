// The archive of GET /account/export: a ZIP stream (yazl) of README.txt, one JSON file per kind
// of data, and the resumes themselves. The JSON is small and written at once; each resume is read
// from the store only when the archive reaches it, so one download holds at most one resume
// (5 MB) in memory however many applications the student made, and a slow client slows the
// reading down rather than filling memory (the stream's backpressure).
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { RESUME_MAX_BYTES } from 'api-contract';
import type { ExportContent } from './collect';
import { readme } from './readme';

const empty = () => Readable.from([]);

/** What the archive needs of the resume store (`app.resumeStorage`). */
export interface ResumeReader {
  read(key: string, maxBytes: number): Promise<Buffer | undefined>;
  stat(key: string): Promise<number | undefined>;
}

/**
 * The archive as a readable stream. Resumes missing from the store (removed meanwhile) are left
 * out and named in README.txt; the store failing part-way ends the stream with an error.
 */
export async function exportArchive(
  content: ExportContent,
  store: ResumeReader,
  now: Date,
): Promise<NodeJS.ReadableStream> {
  const present = await Promise.all(
    content.files.map(async (file) => ((await store.stat(file.storageKey)) ? file : undefined)),
  );
  const files = present.filter((file) => file !== undefined);
  const missing = content.files.filter((file) => !files.includes(file)).map((file) => file.path);

  const zip = new ZipFile();
  const options = { mtime: now };
  zip.addBuffer(Buffer.from(readme(content, now, missing), 'utf8'), 'README.txt', options);
  for (const [name, value] of Object.entries(content.json)) {
    zip.addBuffer(Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8'), name, options);
  }
  for (const file of files) {
    // PDFs and Word files are compressed already: stored as they are, byte for byte.
    zip.addReadStreamLazy(file.path, { ...options, compress: false }, (callback) => {
      store.read(file.storageKey, RESUME_MAX_BYTES).then(
        (bytes) =>
          bytes
            ? callback(null, Readable.from([bytes]))
            : callback(new Error('A resume left the store while the archive was written'), empty()),
        (error: unknown) => callback(error, empty()),
      );
    });
  }
  // yazl reports a failed entry on the ZipFile: it ends the download with the error rather than
  // the process (an 'error' event without a listener throws).
  zip.on('error', (error: Error) => (zip.outputStream as Readable).destroy(error));
  zip.end();
  return zip.outputStream;
}
