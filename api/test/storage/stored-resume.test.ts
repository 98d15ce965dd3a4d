// The check a resume gets when it reached storage without the API (storage/stored-resume.ts),
// against the local driver on a temporary disk; the S3 driver's is in s3-server.test.ts.
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { RESUME_MAX_BYTES } from 'api-contract';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalResumeStorage } from '../../src/storage/local-driver';
import { newResumeKey } from '../../src/storage/resume-files';
import { checkStoredResume } from '../../src/storage/stored-resume';
import { pdfOfSize, SAMPLE_DOC, tempDataDir } from '../upload-helpers';

const dataDir = tempDataDir();
const storage = new LocalResumeStorage(dataDir, 'x'.repeat(32));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('checking a stored resume', () => {
  it('passes a file of its key’s type and gives its size', async () => {
    const key = newResumeKey(randomUUID(), 'doc');
    await storage.write(key, SAMPLE_DOC);
    expect(await checkStoredResume(storage, key)).toEqual({
      status: 'ok',
      sizeBytes: SAMPLE_DOC.length,
    });
  });

  it('says what is wrong otherwise', async () => {
    const missing = newResumeKey(randomUUID(), 'pdf');
    expect(await checkStoredResume(storage, missing)).toEqual({ status: 'missing' });

    const empty = newResumeKey(randomUUID(), 'pdf');
    await storage.write(empty, Buffer.alloc(0));
    expect(await checkStoredResume(storage, empty)).toEqual({ status: 'missing' });

    const tooLarge = newResumeKey(randomUUID(), 'pdf');
    await storage.write(tooLarge, pdfOfSize(RESUME_MAX_BYTES + 1));
    expect(await checkStoredResume(storage, tooLarge)).toEqual({ status: 'too-large' });

    const docAsPdf = newResumeKey(randomUUID(), 'pdf');
    await storage.write(docAsPdf, SAMPLE_DOC);
    expect(await checkStoredResume(storage, docAsPdf)).toEqual({ status: 'wrong-type' });
  });

  it('reads at most one byte past the limit', async () => {
    const key = newResumeKey(randomUUID(), 'pdf');
    await storage.write(key, pdfOfSize(10_000));
    expect((await storage.read(key, 100))?.length).toBe(101);
    expect((await storage.read(key, 20_000))?.length).toBe(10_000);
  });
});
