import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  FileTooLargeError,
  MultipartError,
  multipartBoundary,
  readUploadForm,
} from '../../src/storage/multipart';
import { multipartBody, SAMPLE_PDF } from '../upload-helpers';

function chunked(data: Buffer, size: number): Readable {
  const chunks: Buffer[] = [];
  for (let i = 0; i < data.length; i += size) chunks.push(data.subarray(i, i + size));
  return Readable.from(chunks);
}

describe('multipart upload forms', () => {
  const fields = { key: 'resumes/x/y.pdf', policy: 'eyJ9', 'x-amz-signature': 'abc' };
  // File content that contains near-misses of the delimiter.
  const content = Buffer.concat([
    SAMPLE_PDF.subarray(0, 100),
    Buffer.from('\r\n--'),
    Buffer.from('\r\n-'),
    SAMPLE_PDF.subarray(100),
  ]);
  const { payload, headers } = multipartBody(fields, { content });
  const boundary = multipartBoundary(headers['content-type']) ?? '';

  it('reads fields and the file whatever the chunk sizes', async () => {
    for (const size of [1, 2, 3, 7, 64, 1000, payload.length]) {
      let seen: Record<string, string> = {};
      const form = await readUploadForm(chunked(payload, size), boundary, {
        beforeFile: (before) => {
          seen = before;
          return { maxBytes: 1_000_000 };
        },
      });
      expect(seen, `chunk ${size}`).toEqual(fields);
      expect(form.fields).toEqual(fields);
      expect(form.file.equals(content), `chunk ${size}`).toBe(true);
    }
  });

  it('stops one byte past the limit', async () => {
    await expect(
      readUploadForm(chunked(payload, 16), boundary, {
        beforeFile: () => ({ maxBytes: content.length - 1 }),
      }),
    ).rejects.toBeInstanceOf(FileTooLargeError);
    const exact = await readUploadForm(chunked(payload, 16), boundary, {
      beforeFile: () => ({ maxBytes: content.length }),
    });
    expect(exact.file.length).toBe(content.length);
  });

  it('refuses forms without a file, with oversized fields or a broken body', async () => {
    const withoutFile = multipartBody(fields, undefined);
    await expect(
      readUploadForm(
        chunked(withoutFile.payload, 10),
        multipartBoundary(withoutFile.headers['content-type']) ?? '',
        {
          beforeFile: () => ({ maxBytes: 10 }),
        },
      ),
    ).rejects.toThrow('The form has no file');
    const big = multipartBody({ key: 'x'.repeat(20_000) }, { content: SAMPLE_PDF });
    await expect(
      readUploadForm(
        chunked(big.payload, 100),
        multipartBoundary(big.headers['content-type']) ?? '',
        {
          beforeFile: () => ({ maxBytes: 1e6 }),
        },
      ),
    ).rejects.toThrow('too long');
    const truncated = payload.subarray(0, payload.length - 40);
    await expect(
      readUploadForm(chunked(truncated, 50), boundary, { beforeFile: () => ({ maxBytes: 1e6 }) }),
    ).rejects.toBeInstanceOf(MultipartError);
  });

  it('finds the boundary in the content type', () => {
    expect(multipartBoundary('multipart/form-data; boundary=abc')).toBe('abc');
    expect(multipartBoundary('multipart/form-data; charset=utf-8; boundary="a b"')).toBe('a b');
    expect(multipartBoundary('application/json')).toBeUndefined();
    expect(multipartBoundary(undefined)).toBeUndefined();
  });
});
