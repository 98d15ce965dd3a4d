// The S3 driver against a real S3-protocol server (s3rver, started here on a free port): the form
// the API hands the browser uploads where the API then looks, the download link serves the bytes
// with the right disposition, and delete removes them. What s3rver 3.7 does not check, and so this
// suite cannot show: the POST policy's size and type conditions and SigV4 signatures (it accepts a
// tampered one). Those are checked by post-policy and sigv4 against AWS's published vectors
// (sigv4.test.ts), and enforced by our own local driver (routes/storage-upload.test.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../src/lib/clock';
import { S3ResumeStorage } from '../../src/storage/s3-driver';
import { freePort } from '../faults/api-process';
import { pdfOfSize } from '../upload-helpers';

const BUCKET = 'resumes';
let server: S3rver;
let storage: S3ResumeStorage;
let directory: string;

beforeAll(async () => {
  directory = mkdtempSync(path.join(tmpdir(), 'sg-s3rver-'));
  const port = await freePort();
  server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  await server.run();
  storage = new S3ResumeStorage({
    endpoint: `http://127.0.0.1:${port}`,
    bucket: BUCKET,
    region: 'us-east-1',
    // s3rver's built-in account.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
});

afterAll(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

/** What the browser does with the API's presigned POST: every field, then the file. */
async function browserUpload(key: string, file: Buffer, contentType: string) {
  const now = new Date();
  const form = storage.createUpload({
    key,
    contentType,
    maxBytes: 5 * 1024 * 1024,
    expiresAt: new Date(now.getTime() + 15 * MINUTE_MS),
    now,
  });
  const body = new FormData();
  for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
  body.append('file', new Blob([file], { type: contentType }), path.basename(key));
  return fetch(form.url, { method: 'POST', body });
}

describe('resumes on a real S3-protocol server', () => {
  it('a presigned POST from the browser stores the file where the API looks for it', async () => {
    const file = pdfOfSize(20_000);
    const response = await browserUpload('resumes/app-1/cv.pdf', file, 'application/pdf');
    expect(response.status, await response.text()).toBe(204);
    expect(await storage.stat('resumes/app-1/cv.pdf')).toBe(file.length);
  });

  it('a download link serves the bytes: a PDF inline, a Word file as an attachment', async () => {
    const pdf = pdfOfSize(12_345);
    await browserUpload('resumes/app-2/cv.pdf', pdf, 'application/pdf');
    const link = storage.createDownloadUrl('resumes/app-2/cv.pdf', 'My CV.pdf', new Date());
    const download = await fetch(link);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
    expect(download.headers.get('content-disposition')).toMatch(/^inline; filename="My CV.pdf"/);

    const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    await browserUpload('resumes/app-3/cv.docx', Buffer.from('PK docx'), docx);
    const word = await fetch(
      storage.createDownloadUrl('resumes/app-3/cv.docx', 'cv.docx', new Date()),
    );
    expect(word.headers.get('content-disposition')).toMatch(/^attachment; filename="cv.docx"/);
  });

  it('delete removes the object, and deleting a missing one is not an error', async () => {
    await browserUpload('resumes/app-4/cv.pdf', pdfOfSize(1_000), 'application/pdf');
    await storage.remove('resumes/app-4/cv.pdf');
    expect(await storage.stat('resumes/app-4/cv.pdf')).toBeUndefined();
    await expect(storage.remove('resumes/app-4/cv.pdf')).resolves.toBeUndefined();
  });
});
