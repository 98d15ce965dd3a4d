// The upload form read as S3 reads a POST form, where that differs from a general form parser
// (busboy makes a `file` part without a filename a text field, and passes a part
// without a name on as a field named `undefined`).
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { MultipartError, readUploadForm } from '../../src/storage/multipart';
import { SAMPLE_PDF } from '../upload-helpers';

const boundary = 'xYzZY';

/** A form of raw parts: each its header lines, then its body. */
function form(parts: [headers: string, body: Buffer | string][], end = `--${boundary}--\r\n`) {
  return Buffer.concat([
    ...parts.flatMap(([headers, body]) => [
      Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`),
      Buffer.from(body),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(end),
  ]);
}
const field = (name: string, value: string): [string, string] => [
  `Content-Disposition: form-data; name="${name}"`,
  value,
];
const chunked = (data: Buffer, size = 7) =>
  Readable.from(
    Array.from({ length: Math.ceil(data.length / size) }, (_, i) =>
      data.subarray(i * size, (i + 1) * size),
    ),
  );

describe('upload forms read as S3 reads them', () => {
  const beforeFile = () => ({ maxBytes: 1e6 });

  it('takes a file part without a filename as the file', async () => {
    const body = form([
      field('key', 'k'),
      ['Content-Disposition: form-data; name="file"', SAMPLE_PDF],
    ]);
    const read = await readUploadForm(chunked(body), boundary, { beforeFile });
    expect(read.fields).toEqual({ key: 'k' });
    expect(read.file.equals(SAMPLE_PDF)).toBe(true);
  });

  it('refuses a part without a name', async () => {
    const body = form([
      field('key', 'k'),
      ['Content-Disposition: form-data; filename="a.txt"', 'x'],
      ['Content-Disposition: form-data; name="file"; filename="cv.pdf"', SAMPLE_PDF],
    ]);
    await expect(readUploadForm(chunked(body), boundary, { beforeFile })).rejects.toThrow(
      new MultipartError('A form part has no name.'),
    );
  });

  it('ignores every part after the file, named or not', async () => {
    const body = form([
      field('key', 'k'),
      ['Content-Disposition: form-data; name="file"; filename="cv.pdf"', SAMPLE_PDF],
      field('acl', 'public-read'),
      ['Content-Disposition: form-data', 'no name'],
    ]);
    let seen: Record<string, string> = {};
    const read = await readUploadForm(chunked(body), boundary, {
      beforeFile: (fields) => {
        seen = fields;
        return { maxBytes: 1e6 };
      },
    });
    expect(seen).toEqual({ key: 'k' });
    expect(read.fields).toEqual({ key: 'k' });
    expect(read.file.equals(SAMPLE_PDF)).toBe(true);
  });

  it('checks the policy before reading the file, and reads no further when it fails', async () => {
    const body = form([
      field('key', 'k'),
      ['Content-Disposition: form-data; name="file"; filename="cv.pdf"', SAMPLE_PDF],
    ]);
    const chunks = Array.from({ length: Math.ceil(body.length / 100) }, (_, i) =>
      body.subarray(i * 100, (i + 1) * 100),
    );
    let pulled = 0;
    const source = Readable.from(
      (function* () {
        for (const chunk of chunks) {
          pulled += 1;
          yield chunk;
        }
      })(),
      { highWaterMark: 1 },
    );
    const refused = new Error('policy refused');
    await expect(
      readUploadForm(source, boundary, {
        beforeFile: () => {
          throw refused;
        },
      }),
    ).rejects.toBe(refused);
    expect(pulled).toBeLessThan(chunks.length / 2);
  });

  it('refuses too many fields and over-long fields', async () => {
    const many = form(Array.from({ length: 21 }, (_, i) => field(`f${i}`, 'v')));
    await expect(readUploadForm(chunked(many), boundary, { beforeFile })).rejects.toThrow(
      'The form has too many fields.',
    );
    const long = form([field('key', 'x'.repeat(16 * 1024 + 1))]);
    await expect(readUploadForm(chunked(long, 1000), boundary, { beforeFile })).rejects.toThrow(
      'Form field key is too long.',
    );
  });

  it('refuses a form that ends inside the file', async () => {
    const body = form(
      [field('key', 'k'), ['Content-Disposition: form-data; name="file"', SAMPLE_PDF]],
      '',
    ).subarray(0, -10);
    await expect(readUploadForm(chunked(body), boundary, { beforeFile })).rejects.toThrow(
      'The form has no file, or it ended early.',
    );
  });
});
