// A resume that reached storage without passing through the API (with S3 the browser posts it
// straight to the bucket) is checked here before its application is submitted, as the local
// upload route checks what it receives: there, not empty, at most 5 MB, and a file of its key's
// type by structure (file-type.ts). With S3 nothing but the size used to be checked.
import { RESUME_MAX_BYTES } from 'api-contract';
import type { ResumeStorage } from './driver';
import { matchesType } from './file-type';
import { keyExtension } from './resume-files';

export type StoredResume =
  { status: 'ok'; sizeBytes: number } | { status: 'missing' | 'too-large' | 'wrong-type' };

export async function checkStoredResume(
  storage: ResumeStorage,
  key: string,
): Promise<StoredResume> {
  // The whole object (5 MB at most is read): a PDF's end and a zip's directory are at its end,
  // and a Word 97 file's directory can be anywhere.
  const data = await storage.read(key, RESUME_MAX_BYTES);
  if (!data || data.length === 0) return { status: 'missing' };
  // Not every S3-compatible store enforces a POST policy's size (s3rver does not).
  if (data.length > RESUME_MAX_BYTES) return { status: 'too-large' };
  const ext = keyExtension(key);
  if (!ext || !matchesType(data, ext)) return { status: 'wrong-type' };
  return { status: 'ok', sizeBytes: data.length };
}
