// Building presigned-POST uploads as a browser does: every returned field first, then the file.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

export function multipartBody(
  fields: Record<string, string>,
  file: { content: Buffer; filename?: string; type?: string } | undefined,
) {
  const boundary = `----vitest${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename ?? 'cv.pdf'}"\r\n` +
          `Content-Type: ${file.type ?? 'application/pdf'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A PDF of exactly `size` bytes (header, then padding). */
export function pdfOfSize(size: number): Buffer {
  const head = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]).subarray(
    0,
    size,
  );
}

export const SAMPLE_PDF = pdfOfSize(2048);
export const SAMPLE_DOC = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(512),
]);

/** A zip whose first entry is `name` (stored, empty), as a DOCX starts. */
export function zipWithEntry(name: string): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, Buffer.from(name), Buffer.alloc(64)]);
}
export const SAMPLE_DOCX = zipWithEntry('[Content_Types].xml');
export const SAMPLE_PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(256),
]);

export function tempDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'sg-api-test-'));
}

/** POSTs the form to the local driver's upload route (the site's /api prefix dropped). */
export function upload(
  app: FastifyInstance,
  uploadUrl: string,
  fields: Record<string, string>,
  file?: { content: Buffer; filename?: string; type?: string },
) {
  const { payload, headers } = multipartBody(fields, file);
  return app.inject({ method: 'POST', url: uploadUrl.replace(/^\/api/, ''), payload, headers });
}
