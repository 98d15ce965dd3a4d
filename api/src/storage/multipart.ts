// A small streaming multipart/form-data reader for presigned-POST uploads (RFC 7578), in the S3
// manner: text fields first, then one `file` part; anything after the file is ignored. It never
// holds more than the limits allow: fields are capped, and the file is cut off one byte past its
// policy's maximum. It never reads more than the form's cap either, chunked or not, so a body that
// never reaches its first boundary is refused rather than read for ever.
import { RESUME_MAX_BYTES } from 'shared-kit/contract';

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

function dispositionParam(header: string, name: string): string | undefined {
  const match = new RegExp(
    `;\\s*${name}="((?:[^"\\\\]|\\\\.)*)"|;\\s*${name}=([^;\\s]+)`,
    'i',
  ).exec(header);
  const value = match?.[1] ?? match?.[2];
  return value?.replace(/\\(.)/g, '$1');
}

type State = 'preamble' | 'delimiter' | 'headers' | 'body' | 'done';

/** Reads the form from the request body. Throws MultipartError, FileTooLargeError or the callback's error. */
export async function readUploadForm(
  body: AsyncIterable<Buffer | string>,
  boundary: string,
  options: UploadFormOptions,
): Promise<UploadForm> {
  const maxFields = options.maxFields ?? 20;
  const maxFieldBytes = options.maxFieldBytes ?? 16 * 1024;
  const maxHeaderBytes = options.maxHeaderBytes ?? 8 * 1024;
  const maxBodyBytes = options.maxBodyBytes ?? MAX_FORM_BYTES;
  const delimiter = Buffer.from(`\r\n--${boundary}`, 'latin1');
  const headerEnd = Buffer.from('\r\n\r\n', 'latin1');

  const fields: Record<string, string> = {};
  let fieldCount = 0;
  // `as`: TypeScript cannot see drain() changing it and would narrow it to 'preamble'.
  let state = 'preamble' as State;
  // The body starts with `--boundary`; a leading CRLF makes it look like every other delimiter.
  let pending: Buffer = Buffer.from('\r\n', 'latin1');
  let part: { name: string; isFile: boolean } | undefined;
  let fieldChunks: Buffer[] = [];
  let fieldBytes = 0;
  let fileChunks: Buffer[] | undefined;
  let fileBytes = 0;
  let maxFileBytes = 0;

  const addData = (data: Buffer) => {
    if (data.length === 0 || !part) return;
    if (part.isFile) {
      fileBytes += data.length;
      if (fileBytes > maxFileBytes) throw new FileTooLargeError('The file is too large.');
      fileChunks?.push(data);
      return;
    }
    fieldBytes += data.length;
    if (fieldBytes > maxFieldBytes)
      throw new MultipartError(`Form field ${part.name} is too long.`);
    fieldChunks.push(data);
  };

  const startPart = (rawHeaders: string) => {
    const disposition = rawHeaders
      .split('\r\n')
      .find((line) => /^content-disposition\s*:/i.test(line));
    const name = disposition ? dispositionParam(disposition, 'name') : undefined;
    if (!disposition || name === undefined) throw new MultipartError('A form part has no name.');
    const isFile = name === 'file';
    if (isFile) {
      ({ maxBytes: maxFileBytes } = options.beforeFile({ ...fields }));
      fileChunks = [];
    } else if (++fieldCount > maxFields) {
      throw new MultipartError('The form has too many fields.');
    }
    part = { name, isFile };
    fieldChunks = [];
    fieldBytes = 0;
  };

  const endPart = () => {
    if (part && !part.isFile) fields[part.name] = Buffer.concat(fieldChunks).toString('utf8');
    const wasFile = part?.isFile ?? false;
    part = undefined;
    return wasFile;
  };

  // Consumes as much of `pending` as the state machine can; returns when it needs more bytes.
  const drain = () => {
    for (;;) {
      switch (state) {
        case 'done':
          pending = Buffer.alloc(0);
          return;
        case 'preamble':
        case 'body': {
          const at = pending.indexOf(delimiter);
          if (at === -1) {
            // Keep a possible partial delimiter at the end for the next chunk.
            const keep = Math.min(pending.length, delimiter.length - 1);
            if (state === 'body') addData(pending.subarray(0, pending.length - keep));
            pending = pending.subarray(pending.length - keep);
            return;
          }
          if (state === 'body') {
            addData(pending.subarray(0, at));
            if (endPart()) {
              // Everything after the file is ignored, as S3 does.
              state = 'done';
              continue;
            }
          }
          pending = pending.subarray(at + delimiter.length);
          state = 'delimiter';
          continue;
        }
        case 'delimiter': {
          if (pending.length < 2) return;
          const next = pending.toString('latin1', 0, 2);
          if (next === '--') {
            state = 'done';
            continue;
          }
          if (next !== '\r\n') throw new MultipartError('The form is malformed.');
          pending = pending.subarray(2);
          state = 'headers';
          continue;
        }
        case 'headers': {
          const at = pending.indexOf(headerEnd);
          if (at === -1) {
            if (pending.length > maxHeaderBytes)
              throw new MultipartError('Form part headers too long.');
            return;
          }
          startPart(pending.toString('utf8', 0, at));
          pending = pending.subarray(at + headerEnd.length);
          state = 'body';
          continue;
        }
      }
    }
  };

  // A manual iterator, not for-await: leaving a for-await loop early destroys the request
  // stream and with it the socket, so the client would never see our answer.
  const chunks = body[Symbol.asyncIterator]();
  let bodyBytes = 0;
  while (state !== 'done') {
    const next = await chunks.next();
    if (next.done) break;
    const bytes = typeof next.value === 'string' ? Buffer.from(next.value, 'utf8') : next.value;
    bodyBytes += bytes.length;
    if (bodyBytes > maxBodyBytes) {
      // Past the file's start only the file can be this long.
      if (fileChunks) throw new FileTooLargeError('The form is too large.');
      throw new MultipartError('The form did not reach its file within the size limit.');
    }
    pending = pending.length === 0 ? bytes : Buffer.concat([pending, bytes]);
    drain();
  }
  if (state !== 'done' || !fileChunks) {
    throw new MultipartError('The form has no file, or it ended early.');
  }
  // Read the small rest (closing delimiter, epilogue) so the connection can serve the next request.
  let rest = 0;
  for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
    rest += next.value.length;
    if (rest > maxHeaderBytes) throw new MultipartError('The form has data after the file.');
  }
  return { fields, file: Buffer.concat(fileChunks) };
}
