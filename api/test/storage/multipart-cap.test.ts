// The form's byte cap: a body that never reaches its first boundary, chunked so no
// declared length gives it away, is refused once it passes the cap instead of being read for ever.
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  FileTooLargeError,
  MAX_FORM_BYTES,
  MultipartError,
  multipartBoundary,
  readUploadForm,
} from '../../src/storage/multipart';
import { multipartBody, SAMPLE_PDF } from '../upload-helpers';

const CHUNK = 64 * 1024;

/** `total` bytes of `prefix` then `fill`, made as they are read; `pulled()` says how many were. */
function lazyBody(total: number, prefix = Buffer.alloc(0), rest?: Buffer) {
  let pulled = 0;
  function* chunks() {
    for (let at = 0; at < total; at += CHUNK) {
      const chunk = Buffer.alloc(Math.min(CHUNK, total - at), 'x');
      if (at === 0) prefix.copy(chunk);
      pulled += chunk.length;
      yield chunk;
    }
    if (rest) yield rest;
  }
  return { body: Readable.from(chunks()), pulled: () => pulled };
}

describe('the upload form cap', () => {
  const fields = { key: 'resumes/x/y.pdf', policy: 'eyJ9' };
  const { payload, headers } = multipartBody(fields, { content: SAMPLE_PDF });
  const boundary = multipartBoundary(headers['content-type']) ?? '';
  const beforeFile = () => ({ maxBytes: 10 * 1024 * 1024 });

  it('refuses 40 MB without a boundary once past the cap, and reads no further', async () => {
    const { body, pulled } = lazyBody(40 * 1024 * 1024);
    await expect(readUploadForm(body, boundary, { beforeFile })).rejects.toThrow(
      new MultipartError('The form did not reach its file within the size limit.'),
    );
    // What was read: the cap, the chunk that crossed it, and the stream's read-ahead.
    expect(pulled()).toBeGreaterThan(MAX_FORM_BYTES);
    expect(pulled()).toBeLessThan(MAX_FORM_BYTES + 2 * 1024 * 1024);
  });

  it('counts a preamble against the cap', async () => {
    const preamble = 100_000;
    const form = (maxBodyBytes: number) =>
      readUploadForm(
        lazyBody(preamble, undefined, Buffer.concat([Buffer.from('\r\n'), payload])).body,
        boundary,
        {
          beforeFile,
          maxBodyBytes,
        },
      );
    const read = await form(preamble + 2 + payload.length);
    expect(read.fields).toEqual(fields);
    expect(read.file.equals(SAMPLE_PDF)).toBe(true);
    await expect(form(preamble)).rejects.toThrow('did not reach its file');
  });

  it('counts a file that crosses the cap as too large', async () => {
    await expect(
      readUploadForm(Readable.from([payload.subarray(0, 600), payload.subarray(600)]), boundary, {
        beforeFile,
        maxBodyBytes: payload.length - 100,
      }),
    ).rejects.toBeInstanceOf(FileTooLargeError);
  });
});
