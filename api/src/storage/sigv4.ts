// AWS Signature Version 4, the parts S3 needs: POST policies (browser uploads) and presigned
// URLs (downloads, HEAD and DELETE from the API). Both drivers sign this way; the local driver
// with a secret of its own and the pseudo-region `local`.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const SIGV4_ALGORITHM = 'AWS4-HMAC-SHA256';

export interface SigningCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

const hmac = (key: Buffer | string, data: string): Buffer =>
  createHmac('sha256', key).update(data, 'utf8').digest();

const sha256Hex = (data: string): string => createHash('sha256').update(data, 'utf8').digest('hex');

/** `20151229T000000Z` */
export function amzDate(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The key for one day, region and service (kSigning of the SigV4 documentation). */
export function signingKey(secret: string, day: string, region: string, service = 's3'): Buffer {
  const kDate = hmac(`AWS4${secret}`, day);
  return hmac(hmac(hmac(kDate, region), service), 'aws4_request');
}

/** `AKID/20151229/us-east-1/s3/aws4_request` */
export function credentialScope(credentials: SigningCredentials, day: string): string {
  return `${credentials.accessKeyId}/${day}/${credentials.region}/s3/aws4_request`;
}

/** The signature of a base64 POST policy: hex HMAC of the policy with the day's signing key. */
export function signPolicy(
  policyBase64: string,
  secret: string,
  day: string,
  region: string,
): string {
  return hmac(signingKey(secret, day, region), policyBase64).toString('hex');
}

/** Constant-time comparison of two hex signatures. */
export function sameSignature(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** RFC 3986 encoding as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
export function uriEncode(value: string, keepSlash = false): string {
  const encoded = encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return keepSlash ? encoded.replaceAll('%2F', '/') : encoded;
}

export interface PresignRequest {
  method: 'GET' | 'HEAD' | 'DELETE' | 'PUT';
  /** e.g. `https://examplebucket.s3.amazonaws.com` or `http://127.0.0.1:9000/bucket` */
  baseUrl: string;
  key: string;
  expiresSeconds: number;
  now: Date;
  /** Extra query parameters, signed too (e.g. response-content-disposition). */
  query?: Record<string, string>;
}

/** A presigned URL (query-string authentication, UNSIGNED-PAYLOAD, only `host` signed). */
export function presignUrl(request: PresignRequest, credentials: SigningCredentials): string {
  const base = new URL(request.baseUrl);
  const path = `${base.pathname.replace(/\/+$/, '')}/${uriEncode(request.key, true)}`;
  const timestamp = amzDate(request.now);
  const day = timestamp.slice(0, 8);
  const params: Record<string, string> = {
    ...request.query,
    'X-Amz-Algorithm': SIGV4_ALGORITHM,
    'X-Amz-Credential': credentialScope(credentials, day),
    'X-Amz-Date': timestamp,
    'X-Amz-Expires': String(request.expiresSeconds),
    'X-Amz-SignedHeaders': 'host',
  };
  const canonicalQuery = Object.keys(params)
    .sort()
    .map((name) => `${uriEncode(name)}=${uriEncode(params[name] ?? '')}`)
    .join('&');
  const canonicalRequest = [
    request.method,
    path,
    canonicalQuery,
    `host:${base.host}\n`,
    'host',
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const stringToSign = [
    SIGV4_ALGORITHM,
    timestamp,
    `${day}/${credentials.region}/s3/aws4_request`,
    sha256Hex(canonicalRequest),
  ].join('\n');
  const signature = hmac(
    signingKey(credentials.secretAccessKey, day, credentials.region),
    stringToSign,
  ).toString('hex');
  return `${base.origin}${path}?${canonicalQuery}&X-Amz-Signature=${signature}`;
}
