import { describe, expect, it } from 'vitest';
import { createSignedPost, PolicyError, verifyPost } from '../../src/storage/post-policy';
import { S3ResumeStorage } from '../../src/storage/s3-driver';
import { presignUrl, signingKey, signPolicy } from '../../src/storage/sigv4';

// AWS's published example credentials and vectors.
const SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
const ACCESS_KEY = 'AKIAIOSFODNN7EXAMPLE';

// "Example: Browser-Based Upload using HTTP POST (Using AWS Signature Version 4)", S3 API reference.
const AWS_POST_POLICY =
  'eyAiZXhwaXJhdGlvbiI6ICIyMDE1LTEyLTMwVDEyOjAwOjAwLjAwMFoiLA0KICAiY29uZGl0aW9ucyI6IFsNCiAgICB7ImJ1Y2tldCI6ICJzaWd2NGV4YW1wbGVidWNrZXQifSwNCiAgICBbInN0YXJ0cy13aXRoIiwgIiRrZXkiLCAidXNlci91c2VyMS8iXSwNCiAgICB7ImFjbCI6ICJwdWJsaWMtcmVhZCJ9LA0KICAgIHsic3VjY2Vzc19hY3Rpb25fcmVkaXJlY3QiOiAiaHR0cDovL3NpZ3Y0ZXhhbXBsZWJ1Y2tldC5zMy5hbWF6b25hd3MuY29tL3N1Y2Nlc3NmdWxfdXBsb2FkLmh0bWwifSwNCiAgICBbInN0YXJ0cy13aXRoIiwgIiRDb250ZW50LVR5cGUiLCAiaW1hZ2UvIl0sDQogICAgeyJ4LWFtei1tZXRhLXV1aWQiOiAiMTQzNjUxMjM2NTEyNzQifSwNCiAgICB7IngtYW16LXNlcnZlci1zaWRlLWVuY3J5cHRpb24iOiAiQUVTMjU2In0sDQogICAgWyJzdGFydHMtd2l0aCIsICIkeC1hbXotbWV0YS10YWciLCAiIl0sDQoNCiAgICB7IngtYW16LWNyZWRlbnRpYWwiOiAiQUtJQUlPU0ZPRE5ON0VYQU1QTEUvMjAxNTEyMjkvdXMtZWFzdC0xL3MzL2F3czRfcmVxdWVzdCJ9LA0KICAgIHsieC1hbXotYWxnb3JpdGhtIjogIkFXUzQtSE1BQy1TSEEyNTYifSwNCiAgICB7IngtYW16LWRhdGUiOiAiMjAxNTEyMjlUMDAwMDAwWiIgfQ0KICBdDQp9';

/** The URL a fake fetch was called with. */
const urlOf = (input: Parameters<typeof fetch>[0]): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

describe('SigV4', () => {
  it("signs AWS's example POST policy to its published signature", () => {
    expect(signPolicy(AWS_POST_POLICY, SECRET, '20151229', 'us-east-1')).toBe(
      '8afdbf4008c03f22c2cd3cdb72e4afbb1f6a588f3255ac628749a66d7f09699e',
    );
  });

  it("derives AWS's example signing key", () => {
    // "Examples of how to derive a signing key for Signature Version 4" (IAM, 20120215).
    expect(
      signingKey(
        'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
        '20120215',
        'us-east-1',
        'iam',
      ).toString('hex'),
    ).toBe('f4780e2d9f65fa895f9c67b32ce1baf0b0d8a43505a000a1a9e090d414db404d');
  });

  it("presigns AWS's example GET to its published URL", () => {
    const url = presignUrl(
      {
        method: 'GET',
        baseUrl: 'https://examplebucket.s3.amazonaws.com',
        key: 'test.txt',
        expiresSeconds: 86_400,
        now: new Date('2013-05-24T00:00:00Z'),
      },
      { accessKeyId: ACCESS_KEY, secretAccessKey: SECRET, region: 'us-east-1' },
    );
    expect(url).toBe(
      'https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256' +
        '&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request' +
        '&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host' +
        '&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });
});

describe('POST policies', () => {
  const credentials = {
    accessKeyId: ACCESS_KEY,
    secretAccessKey: SECRET,
    region: 'ap-southeast-2',
  };
  const now = new Date('2026-03-02T09:00:00Z');
  const grant = {
    bucket: 'resumes-bucket',
    key: 'resumes/0b4a1c3e-6f7a-4b8c-9d0e-1f2a3b4c5d6e/abcdefghijklmnopqrstuv.pdf',
    contentType: 'application/pdf',
    maxBytes: 1000,
    expiresAt: new Date(now.getTime() + 15 * 60_000),
    now,
  };

  it('builds a policy that verifies, with the key and the size range', () => {
    const { fields } = createSignedPost(grant, credentials);
    expect(fields['x-amz-credential']).toBe(
      `${ACCESS_KEY}/20260302/ap-southeast-2/s3/aws4_request`,
    );
    expect(fields['x-amz-date']).toBe('20260302T090000Z');
    expect(verifyPost(fields, { bucket: grant.bucket, credentials, now })).toEqual({
      key: grant.key,
      minBytes: 1,
      maxBytes: 1000,
    });
    expect(() => verifyPost(fields, { bucket: 'other', credentials, now })).toThrow(PolicyError);
    expect(() =>
      verifyPost(fields, { bucket: grant.bucket, credentials, now: grant.expiresAt }),
    ).toThrow('The upload link has expired.');
  });

  it('makes the S3 driver answer with the bucket URL and SigV4 fields', async () => {
    const calls: { url: string; method: string | undefined }[] = [];
    const fakeFetch: typeof fetch = (input, init) => {
      calls.push({ url: urlOf(input), method: init?.method });
      const status = urlOf(input).includes('missing') ? 404 : 200;
      return Promise.resolve(new Response(null, { status, headers: { 'content-length': '1234' } }));
    };
    const storage = new S3ResumeStorage(
      {
        endpoint: undefined,
        bucket: 'cv-bucket',
        region: 'ap-southeast-2',
        accessKeyId: ACCESS_KEY,
        secretAccessKey: SECRET,
      },
      fakeFetch,
      () => now,
    );
    const post = storage.createUpload(grant);
    expect(post.url).toBe('https://cv-bucket.s3.ap-southeast-2.amazonaws.com/');
    expect(verifyPost(post.fields, { bucket: 'cv-bucket', credentials, now }).key).toBe(grant.key);

    const download = new URL(storage.createDownloadUrl(grant.key, 'cv.pdf', now));
    expect(download.searchParams.get('response-content-disposition')).toBe(
      `inline; filename="cv.pdf"; filename*=UTF-8''cv.pdf`,
    );
    const word = new URL(storage.createDownloadUrl(grant.key, 'cv.docx', now));
    expect(word.searchParams.get('response-content-disposition')).toBe(
      `attachment; filename="cv.docx"; filename*=UTF-8''cv.docx`,
    );
    expect(download.searchParams.get('X-Amz-Expires')).toBe('300');

    expect(await storage.stat(grant.key)).toBe(1234);
    expect(await storage.stat('resumes/missing.pdf')).toBeUndefined();
    await storage.remove(grant.key);
    expect(calls.map((c) => c.method)).toEqual(['HEAD', 'HEAD', 'DELETE']);

    const minio = new S3ResumeStorage({
      endpoint: 'http://127.0.0.1:9000/',
      bucket: 'cv',
      region: 'us-east-1',
      accessKeyId: 'a',
      secretAccessKey: 'b',
    });
    expect(minio.createUpload(grant).url).toBe('http://127.0.0.1:9000/cv/');
  });
});
