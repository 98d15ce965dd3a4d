// Rotating STORAGE_SECRET (docs/operations.md, Runbook): with the old secret given as
// STORAGE_SECRET_PREVIOUS, the upload forms and download links it signed before the restart are
// still taken until they expire, what is signed now uses the new secret only, and once the
// previous secret is removed its forms and links are refused.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { UPLOAD_TTL_MS } from '../../src/storage/driver';
import { LocalResumeStorage } from '../../src/storage/local-driver';
import { newResumeKey } from '../../src/storage/resume-files';

const OLD = 'o'.repeat(32);
const NEW = 'n'.repeat(32);
const now = new Date('2026-11-29T09:00:00Z');
const grant = () => ({
  key: newResumeKey(randomUUID(), 'pdf'),
  contentType: 'application/pdf',
  maxBytes: 1000,
  expiresAt: new Date(now.getTime() + UPLOAD_TTL_MS),
  now,
});
const linkQuery = (url: string) => {
  const query = new URL(url, 'http://site.example').searchParams;
  return {
    key: query.get('key') ?? '',
    filename: query.get('filename') ?? '',
    expires: query.get('expires') ?? '',
    signature: query.get('signature') ?? '',
  };
};

describe('rotating the local storage secret', () => {
  const before = new LocalResumeStorage('/unused', OLD);
  const during = new LocalResumeStorage('/unused', NEW, OLD);
  const after = new LocalResumeStorage('/unused', NEW);

  it('takes an upload form the old secret signed while it is the previous one, until it expires', () => {
    const upload = grant();
    const { fields } = before.createUpload(upload);
    expect(during.verifyUpload(fields, now).key).toBe(upload.key);
    expect(() => during.verifyUpload(fields, upload.expiresAt)).toThrow(
      'The upload link has expired.',
    );
    expect(() => after.verifyUpload(fields, now)).toThrow('The upload signature is not valid.');
  });

  it('signs with the new secret only', () => {
    const upload = grant();
    const { fields } = during.createUpload(upload);
    expect(after.verifyUpload(fields, now).key).toBe(upload.key);
    expect(() => before.verifyUpload(fields, now)).toThrow('The upload signature is not valid.');
    const link = linkQuery(during.createDownloadUrl(upload.key, 'cv.pdf', now));
    expect(after.verifyDownload(link, now)).toEqual({ key: upload.key, filename: 'cv.pdf' });
    expect(before.verifyDownload(link, now)).toBeUndefined();
  });

  it('takes a download link the old secret signed, and refuses it once the previous secret is gone', () => {
    const key = newResumeKey(randomUUID(), 'pdf');
    const link = linkQuery(before.createDownloadUrl(key, 'cv.pdf', now));
    expect(during.verifyDownload(link, now)).toEqual({ key, filename: 'cv.pdf' });
    expect(after.verifyDownload(link, now)).toBeUndefined();
    const forged = {
      ...link,
      signature: link.signature.replace(/^./, (c) => (c === '0' ? '1' : '0')),
    };
    expect(during.verifyDownload(forged, now)).toBeUndefined();
  });

  it('reads STORAGE_SECRET_PREVIOUS beside STORAGE_SECRET, never alone or short, and never echoes it', () => {
    const config = loadConfig({ STORAGE_SECRET: NEW, STORAGE_SECRET_PREVIOUS: OLD }, '/srv');
    expect([config.storageSecret, config.storagePreviousSecret]).toEqual([NEW, OLD]);
    expect(() => loadConfig({ STORAGE_SECRET_PREVIOUS: OLD }, '/srv')).toThrow(
      'STORAGE_SECRET_PREVIOUS is taken only beside the STORAGE_SECRET that replaced it',
    );
    const short = 'short-secret';
    let message = '';
    try {
      loadConfig({ STORAGE_SECRET: NEW, STORAGE_SECRET_PREVIOUS: short }, '/srv');
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('STORAGE_SECRET_PREVIOUS must be at least 32 characters');
    expect(message).not.toContain(short);
  });
});
