// Where resumes live. Both drivers speak the S3 presigned-POST protocol to the browser
// (`upload_url` + `fields`, all fields first and then the file) and hand out short-lived signed
// download URLs; only the local driver receives uploads itself (routes/storage).

/** A presigned POST: a multipart POST to `url` with every field first, then `file`. */
export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

export interface UploadGrant {
  key: string;
  contentType: string;
  maxBytes: number;
  expiresAt: Date;
  now: Date;
}

export interface ResumeStorage {
  readonly kind: 'local' | 's3';
  /** A presigned POST that accepts exactly `key`, 1..maxBytes bytes, until expiresAt. */
  createUpload(grant: UploadGrant): PresignedPost;
  /** A URL that downloads `key` as an attachment named `filename`, valid for a few minutes. */
  createDownloadUrl(key: string, filename: string, now: Date): string;
  /** Size in bytes of the stored object; undefined when there is none. */
  stat(key: string): Promise<number | undefined>;
  /**
   * The object's bytes, at most `maxBytes + 1` of them (so a caller sees that it is too large
   * without holding more); undefined when there is none.
   */
  read(key: string, maxBytes: number): Promise<Buffer | undefined>;
  /** Removes the object; fine when it does not exist. */
  remove(key: string): Promise<void>;
  /**
   * Writes a copy of the object under `fromKey` (a resume, at most 5 MB) as `toKey`, which must not
   * exist yet; false when there is no object under `fromKey`. Applying with a saved resume copies it,
   * so the application's file never changes with the saved one.
   */
  copy(fromKey: string, toKey: string): Promise<boolean>;
}

/** How long an upload form stays valid. */
export const UPLOAD_TTL_MS = 15 * 60_000;
/** How long a download link stays valid. */
export const DOWNLOAD_TTL_SECONDS = 5 * 60;
