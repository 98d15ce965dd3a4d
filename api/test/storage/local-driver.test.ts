// The local driver's keys and copy: a saved resume's key names a file under saved-resumes/, nothing
// else names a path, and a copy is a file of its own (applying with a saved resume).
import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalResumeStorage } from '../../src/storage/local-driver';
import {
  isSavedResumeKey,
  keyExtension,
  newResumeKey,
  newSavedResumeKey,
} from '../../src/storage/resume-files';
import { pdfOfSize, SAMPLE_PDF, tempDataDir } from '../upload-helpers';

const dataDir = tempDataDir();
const storage = new LocalResumeStorage(dataDir, 'x'.repeat(32));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('resume keys', () => {
  it('gives an application and a saved resume keys of their own prefix', () => {
    const id = randomUUID();
    const saved = newSavedResumeKey(id, 'docx');
    expect(saved).toMatch(new RegExp(`^saved-resumes/${id}/[A-Za-z0-9_-]{22}\\.docx$`));
    expect([keyExtension(saved), isSavedResumeKey(saved)]).toEqual(['docx', true]);
    const application = newResumeKey(id, 'pdf');
    expect([keyExtension(application), isSavedResumeKey(application)]).toEqual(['pdf', false]);
  });

  it.each([
    `saved-resumes/../../etc/abcdefghijklmnopqrstuv.pdf`,
    `saved-resumes/${randomUUID()}/../abcdefghijklmnopqrstuv.pdf`,
    `other/${randomUUID()}/abcdefghijklmnopqrstuv.pdf`,
    `saved-resumes/${randomUUID()}/abcdefghijklmnopqrstuv.exe`,
    `saved-resumes/not-a-uuid/abcdefghijklmnopqrstuv.pdf`,
  ])('names no file for %s', (key) => {
    expect(keyExtension(key)).toBeUndefined();
    expect(isSavedResumeKey(key)).toBe(false);
    expect(() => storage.filePath(key)).toThrow('Malformed resume key');
  });
});

describe('copying a resume on local disk', () => {
  it('writes an independent copy, and says false when the source is missing', async () => {
    const from = newSavedResumeKey(randomUUID(), 'pdf');
    const to = newResumeKey(randomUUID(), 'pdf');
    await storage.write(from, SAMPLE_PDF);
    expect(await storage.copy(from, to)).toBe(true);
    expect(readFileSync(path.join(dataDir, ...to.split('/'))).equals(SAMPLE_PDF)).toBe(true);

    // Replacing or removing the source leaves the copy as it was.
    await storage.write(from, pdfOfSize(4000));
    await storage.remove(from);
    expect(await storage.read(to, 10_000)).toEqual(SAMPLE_PDF);

    expect(await storage.copy(from, newResumeKey(randomUUID(), 'pdf'))).toBe(false);
    await expect(storage.copy(from, '../escape.pdf')).rejects.toThrow('Malformed resume key');
  });
});
