// Resumes on local disk (DATA_DIR/resumes/...), behind the same protocol as S3: the API signs a
// POST policy and receives the upload itself (POST /storage/upload), and serves signed,
// short-lived download links (GET /storage/download). URLs are relative to the site, which serves
// the API under /api (ARCHITECTURE.md); direct callers (tests) use /storage/... without it.
import { createHmac, randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { copyFile, mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PresignedPost, ResumeStorage, UploadGrant } from './driver';
import { DOWNLOAD_TTL_SECONDS } from './driver';
import { createSignedPost, verifyPost, type VerifiedPolicy } from './post-policy';
import { keyExtension } from './resume-files';
import { sameSignature, type SigningCredentials } from './sigv4';

/** Where the site serves the API. */
export const SITE_API_PREFIX = '/api';
export const LOCAL_BUCKET = 'resumes';

export interface DownloadLink {
  key: string;
  filename: string;
}

export class LocalResumeStorage implements ResumeStorage {
  readonly kind = 'local' as const;
  private readonly credentials: SigningCredentials;
  private readonly previousCredentials: SigningCredentials[];

  /**
   * `secret` signs; `previous` (the secret it replaced, during a rotation) is only checked, so
   * forms and links handed out before the rotation keep working until they expire.
   */
  constructor(
    private readonly dataDir: string,
    private readonly secret: string,
    private readonly previous: string | undefined = undefined,
  ) {
    const credentialsOf = (key: string) => ({
      accessKeyId: 'local',
      secretAccessKey: key,
      region: 'local',
    });
    this.credentials = credentialsOf(secret);
    this.previousCredentials = previous ? [credentialsOf(previous)] : [];
  }

  createUpload(grant: UploadGrant): PresignedPost {
    const { fields } = createSignedPost({ ...grant, bucket: LOCAL_BUCKET }, this.credentials);
    return { url: `${SITE_API_PREFIX}/storage/upload`, fields };
  }

  /** Signature, expiry and policy of an upload form; throws PolicyError. */
  verifyUpload(fields: Record<string, string>, now: Date): VerifiedPolicy {
    return verifyPost(fields, {
      bucket: LOCAL_BUCKET,
      credentials: this.credentials,
      previous: this.previousCredentials,
      now,
    });
  }

  /** Writes the whole file under its key (temp file + rename, so readers never see half). */
  async write(key: string, data: Buffer): Promise<void> {
    const target = this.filePath(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(6).toString('hex')}.part`;
    try {
      await writeFile(temp, data, { flag: 'wx', mode: 0o600 });
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  createDownloadUrl(key: string, filename: string, now: Date): string {
    const expires = String(Math.floor(now.getTime() / 1000) + DOWNLOAD_TTL_SECONDS);
    const query = new URLSearchParams({ key, filename, expires });
    query.set('signature', this.downloadSignature(this.secret, key, filename, expires));
    return `${SITE_API_PREFIX}/storage/download?${query.toString()}`;
  }

  /** The link's key and file name when its signature holds and it has not expired. */
  verifyDownload(
    query: { key: string; filename: string; expires: string; signature: string },
    now: Date,
  ): DownloadLink | undefined {
    const signedWith = (secret: string) =>
      sameSignature(
        query.signature,
        this.downloadSignature(secret, query.key, query.filename, query.expires),
      );
    const secrets = this.previous ? [this.secret, this.previous] : [this.secret];
    if (!secrets.some(signedWith)) return undefined;
    if (Number(query.expires) * 1000 <= now.getTime()) return undefined;
    return { key: query.key, filename: query.filename };
  }

  async stat(key: string): Promise<number | undefined> {
    try {
      return (await stat(this.filePath(key))).size;
    } catch {
      return undefined;
    }
  }

  async read(key: string, maxBytes: number): Promise<Buffer | undefined> {
    let file;
    try {
      file = await open(this.filePath(key), 'r');
    } catch {
      return undefined;
    }
    try {
      const { size } = await file.stat();
      const buffer = Buffer.alloc(Math.min(size, maxBytes + 1));
      let length = 0;
      for (;;) {
        const { bytesRead } = await file.read(buffer, length, buffer.length - length, null);
        length += bytesRead;
        if (bytesRead === 0 || length >= buffer.length) return buffer.subarray(0, length);
      }
    } finally {
      await file.close();
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.filePath(key), { force: true });
  }

  /** A copy of the file (temp file + rename, as write does); false when the source is missing. */
  async copy(fromKey: string, toKey: string): Promise<boolean> {
    const source = this.filePath(fromKey);
    const target = this.filePath(toKey);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(6).toString('hex')}.part`;
    try {
      await copyFile(source, temp, constants.COPYFILE_EXCL);
      await rename(temp, target);
      return true;
    } catch (error) {
      await rm(temp, { force: true });
      // The temp file's folder exists: a missing file can only be the source.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }

  /** The file of a well-formed key; anything else cannot name a path. */
  filePath(key: string): string {
    if (!keyExtension(key)) throw new Error('Malformed resume key');
    return path.join(this.dataDir, ...key.split('/'));
  }

  private downloadSignature(secret: string, key: string, filename: string, expires: string) {
    return createHmac('sha256', secret)
      .update(`download\n${key}\n${filename}\n${expires}`)
      .digest('hex');
  }
}
