// Reads a presigned-POST upload form (RFC 7578) in the S3 manner: text fields first, then one
// `file` part; anything after the file is ignored. `@fastify/busboy` finds the boundaries and
// parses the part headers; this file adds what S3 does and busboy does not: the policy is checked
// (`beforeFile`) before a byte of the file is kept, the part named `file` is the file with or
// without a filename, a part without a name is refused, and the file is cut off one byte past its
// policy's maximum. Busboy skips a preamble, over-long headers and parts it ignores without limit,
// so the whole body is capped too: one that never reaches its first boundary is refused.
import { Busboy } from '@fastify/busboy';
import { RESUME_MAX_BYTES } from 'api-contract';

export class MultipartError extends Error {
  override readonly name = 'MultipartError';
}

/** The file is larger than the policy allows. */
export class FileTooLargeError extends Error {
  override readonly name = 'FileTooLargeError';
}

export interface UploadForm {
  fields: Record<string, string>;
  file: Buffer;
}

/** The most an upload form may send: a resume, and room for the fields and part headers. */
export const MAX_FORM_BYTES = RESUME_MAX_BYTES + 64 * 1024;

export interface UploadFormOptions {
  /** Called once, when the file part starts, with every field before it; returns its byte limit. */
  beforeFile(fields: Record<string, string>): { maxBytes: number };
  maxFields?: number;
  maxFieldBytes?: number;
  maxHeaderBytes?: number;
  /** Every byte of the body, preamble and epilogue included. */
  maxBodyBytes?: number;
}

/** The boundary of a multipart/form-data content type, or undefined. */
export function multipartBoundary(contentType: string | undefined): string | undefined {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return undefined;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

const endedEarly = () => new MultipartError('The form has no file, or it ended early.');

/** Reads the form from the request body. Throws MultipartError, FileTooLargeError or the callback's error. */
export async function readUploadForm(
  body: AsyncIterable<Buffer | string>,
  boundary: string,
  options: UploadFormOptions,
): Promise<UploadForm> {
  const maxHeaderBytes = options.maxHeaderBytes ?? 8 * 1024;
  const maxBodyBytes = options.maxBodyBytes ?? MAX_FORM_BYTES;

  const fields: Record<string, string> = {};
  let file: { chunks: Buffer[]; bytes: number; maxBytes: number; ended: boolean } | undefined;
  let failure: Error | undefined;
  let finished = false;
  // Resolves the step being awaited (the parser drained or finished), or one a failure cuts short.
  let wake = () => {};
  const fail = (error: Error) => {
    failure ??= error;
    wake();
  };

  const parser = Busboy({
    // Past the chunk sizes a socket delivers, so that write() says false only when it is backed up.
    highWaterMark: 1024 * 1024,
    headers: {
      'content-type': `multipart/form-data; boundary="${boundary.replace(/["\\]/g, '\\$&')}"`,
    },
    // S3 takes the part named `file` as the file, filename or not; busboy would make it a field.
    isPartAFile: (name) => name === 'file',
    limits: {
      fields: options.maxFields ?? 20,
      fieldSize: options.maxFieldBytes ?? 16 * 1024,
      files: 1,
      headerSize: maxHeaderBytes,
    },
  });
  parser.on('field', (name: string | undefined, value, _nameTruncated, valueTruncated) => {
    if (file) return;
    if (name === undefined) fail(new MultipartError('A form part has no name.'));
    else if (valueTruncated) fail(new MultipartError(`Form field ${name} is too long.`));
    else fields[name] = value;
  });
  parser.on('fieldsLimit', () => {
    if (!file) fail(new MultipartError('The form has too many fields.'));
  });
  parser.on('file', (_name, stream) => {
    stream.on('error', () => fail(endedEarly()));
    if (failure !== undefined) return void stream.resume();
    try {
      file = {
        chunks: [],
        bytes: 0,
        maxBytes: options.beforeFile({ ...fields }).maxBytes,
        ended: false,
      };
    } catch (error) {
      fail(error instanceof Error ? error : new Error(String(error)));
      return void stream.resume();
    }
    const current = file;
    stream.on('data', (data: Buffer) => {
      current.bytes += data.length;
      if (current.bytes > current.maxBytes) fail(new FileTooLargeError('The file is too large.'));
      else if (failure === undefined) current.chunks.push(data);
    });
    stream.on('end', () => {
      current.ended = true;
      wake();
    });
  });
  parser.on('error', () => fail(endedEarly()));
  parser.on('finish', () => {
    finished = true;
    wake();
  });
  const step = (act: (taken: () => void) => void) =>
    new Promise<void>((resolve) => {
      wake = resolve;
      act(resolve);
    });

  // A manual iterator, not for-await: leaving a for-await loop early destroys the request
  // stream and with it the socket, so the client would never see our answer.
  const chunks = body[Symbol.asyncIterator]();
  let bodyBytes = 0;
  while (failure === undefined && !file?.ended && !finished) {
    const next = await chunks.next();
    if (next.done) {
      await step(() => parser.end());
      break;
    }
    const bytes = typeof next.value === 'string' ? Buffer.from(next.value, 'utf8') : next.value;
    bodyBytes += bytes.length;
    if (bodyBytes > maxBodyBytes) {
      // Past the file's start only the file can be this long.
      if (file) throw new FileTooLargeError('The form is too large.');
      throw new MultipartError('The form did not reach its file within the size limit.');
    }
    // Parsed at once; only a backed-up parser (a file not yet flowing) is waited for.
    if (!parser.write(bytes)) await step((taken) => parser.once('drain', taken));
  }
  if (failure !== undefined) throw failure;
  if (!file?.ended) throw endedEarly();
  // Read the small rest (closing delimiter, epilogue) so the connection can serve the next request.
  let rest = 0;
  for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
    rest += next.value.length;
    if (rest > maxHeaderBytes) throw new MultipartError('The form has data after the file.');
  }
  return { fields, file: Buffer.concat(file.chunks) };
}
