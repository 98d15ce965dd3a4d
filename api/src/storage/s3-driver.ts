// Resumes in an S3-compatible bucket (S3_* settings). The browser uploads straight to the bucket
// with a SigV4 POST policy; the API reads and deletes through presigned requests, so it needs no
// AWS SDK. Path-style URLs when S3_ENDPOINT is set (MinIO, R2...), virtual-hosted on AWS.
import { RESUME_MAX_BYTES } from 'api-contract';
import type { Config } from '../config';
import {
  DOWNLOAD_TTL_SECONDS,
  type PresignedPost,
  type ResumeStorage,
  type UploadGrant,
} from './driver';
import { createSignedPost } from './post-policy';
import { keyExtension, RESUME_CONTENT_TYPES } from './resume-files';
import { presignUrl, type SigningCredentials } from './sigv4';

type S3Config = NonNullable<Config['s3']>;
type Fetch = typeof fetch;

/** Room to fetch a whole resume (5 MB) from the bucket while the student's confirmation waits. */
const READ_TIMEOUT_MS = 20_000;

/**
 * `inline; filename="cv.pdf"; filename*=UTF-8''cv.pdf` with the name made header-safe. A PDF is
 * shown in the tab the employer's 'Open in new tab' opens; a DOC or DOCX, which a browser cannot
 * show, downloads as an attachment.
 */
export function resumeDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const type = /\.pdf$/i.test(filename) ? 'inline' : 'attachment';
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export class S3ResumeStorage implements ResumeStorage {
  readonly kind = 's3' as const;
  private readonly credentials: SigningCredentials;
  private readonly bucketUrl: string;

  constructor(
    private readonly s3: S3Config,
    private readonly fetchImpl: Fetch = fetch,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.credentials = {
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      region: s3.region,
    };
    this.bucketUrl = s3.endpoint
      ? `${s3.endpoint.replace(/\/+$/, '')}/${s3.bucket}`
      : `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`;
  }

  createUpload(grant: UploadGrant): PresignedPost {
    const { fields } = createSignedPost({ ...grant, bucket: this.s3.bucket }, this.credentials);
    return { url: `${this.bucketUrl}/`, fields };
  }

  /**
   * A presigned GET can set only six response headers (`response-content-type`, `-disposition`,
   * `-cache-control`, `-expires`, `-language`, `-encoding`): no CSP and no nosniff. So the type is
   * pinned to the key's, whatever Content-Type the browser's POST stored (a store that ignores the
   * policy keeps `text/html` if it is sent), and a browser never sniffs a PDF or Word type. What
   * it shows is on the bucket's origin, never the site's; a CDN in front of the bucket should add
   * `Content-Security-Policy: sandbox` (docs/production.md).
   */
  createDownloadUrl(key: string, filename: string, now: Date): string {
    const ext = keyExtension(key);
    return presignUrl(
      {
        method: 'GET',
        baseUrl: this.bucketUrl,
        key,
        expiresSeconds: DOWNLOAD_TTL_SECONDS,
        now,
        query: {
          'response-content-disposition': resumeDisposition(filename),
          'response-content-type': ext ? RESUME_CONTENT_TYPES[ext] : 'application/octet-stream',
        },
      },
      this.credentials,
    );
  }

  async stat(key: string): Promise<number | undefined> {
    const response = await this.send('HEAD', key);
    if (response.status === 404) return undefined;
    if (!response.ok) throw new Error(`S3 HEAD failed with ${response.status}`);
    return Number(response.headers.get('content-length') ?? '0');
  }

  async read(key: string, maxBytes: number): Promise<Buffer | undefined> {
    const response = await this.send('GET', key, READ_TIMEOUT_MS);
    if (response.status === 404) return undefined;
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new Error(`S3 GET failed with ${response.status}`);
    }
    // Streamed with a cap: a store that ignored the policy's size must not make us hold more.
    const chunks: Uint8Array[] = [];
    let length = 0;
    // `fetch`'s body yields bytes; the DOM and Node typings disagree on saying so.
    const reader = response.body.getReader() as ReadableStreamDefaultReader<Uint8Array>;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      length += value.length;
      if (length > maxBytes) {
        await reader.cancel();
        break;
      }
    }
    return Buffer.concat(chunks).subarray(0, maxBytes + 1);
  }

  async remove(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    if (!response.ok && response.status !== 404) {
      throw new Error(`S3 DELETE failed with ${response.status}`);
    }
  }

  /**
   * Reads the object and PUTs its bytes to a presigned URL. Not CopyObject: its
   * `x-amz-copy-source` header would have to be signed, and our presigned requests sign only
   * `host`; a resume is at most 5 MB, read whole by the confirmation anyway.
   */
  async copy(fromKey: string, toKey: string): Promise<boolean> {
    const data = await this.read(fromKey, RESUME_MAX_BYTES);
    if (!data) return false;
    if (data.length > RESUME_MAX_BYTES) throw new Error('S3 copy: the object is not a resume');
    await this.write(toKey, data);
    return true;
  }

  /** PUTs the whole object under `key`, typed by its extension (a copy, a restored backup). */
  async write(key: string, data: Buffer): Promise<void> {
    const ext = keyExtension(key);
    const response = await this.send('PUT', key, READ_TIMEOUT_MS, {
      body: data,
      headers: { 'content-type': ext ? RESUME_CONTENT_TYPES[ext] : 'application/octet-stream' },
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`S3 PUT failed with ${response.status}`);
  }

  private send(
    method: 'GET' | 'HEAD' | 'DELETE' | 'PUT',
    key: string,
    timeoutMs = 5000,
    init: { body?: Uint8Array; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const url = presignUrl(
      { method, baseUrl: this.bucketUrl, key, expiresSeconds: 60, now: this.clock() },
      this.credentials,
    );
    return this.fetchImpl(url, { method, ...init, signal: AbortSignal.timeout(timeoutMs) });
  }
}
