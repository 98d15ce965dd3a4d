// Building presigned-POST uploads as a browser does: every returned field first, then the file.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
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

/**
 * A well-formed PDF of exactly `size` bytes: one object, padding in a comment-free run of
 * spaces (PDF whitespace), then a cross-reference table, trailer and `%%EOF` (a resume must be
 * one by its structure, not its first bytes: storage/pdf-structure.ts).
 */
export function pdfOfSize(size: number): Buffer {
  const head = Buffer.from(
    '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n',
    'latin1',
  );
  const objectAt = head.indexOf('1 0 obj');
  // Fixed-width offsets (PDF integers may have leading zeros), so the tail's length is known.
  const tail = (xrefAt: number) =>
    Buffer.from(
      `xref\n0 2\n0000000000 65535 f \n${String(objectAt).padStart(10, '0')} 00000 n \n` +
        `trailer\n<< /Size 2 /Root 1 0 R >>\nstartxref\n${String(xrefAt).padStart(10, '0')}\n%%EOF\n`,
      'latin1',
    );
  const padding = size - head.length - tail(0).length;
  if (padding < 0) throw new Error(`a PDF takes at least ${size - padding} bytes`);
  return Buffer.concat([head, Buffer.alloc(padding, 0x20), tail(head.length + padding)]);
}

export const SAMPLE_PDF = pdfOfSize(2048);

/** Resumes saved by real writers (how each was made: test/fixtures/resumes/README.md). */
export const resumeFixture = (name: string): Buffer =>
  readFileSync(new URL(`./fixtures/resumes/${name}`, import.meta.url));
export const SAMPLE_DOC = resumeFixture('libreoffice.doc');
export const SAMPLE_DOCX = resumeFixture('libreoffice.docx');

/**
 * A zip of empty, stored entries with the given names: local headers, then the central directory
 * and its end record, as a zip writer lays them out.
 */
export function zipOf(names: string[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const nameBytes = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

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
