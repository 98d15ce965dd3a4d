// S3 POST policies (Browser-Based Uploads Using POST, SigV4): building one for a resume, and
// checking a submitted form against one (the local driver does what S3 does).
import { z } from 'zod';
import {
  amzDate,
  credentialScope,
  sameSignature,
  SIGV4_ALGORITHM,
  signPolicy,
  type SigningCredentials,
} from './sigv4';

const condition = z.union([
  z.record(z.string(), z.string()),
  z.tuple([z.enum(['eq', 'starts-with']), z.string().startsWith('$'), z.string()]),
  z.tuple([z.literal('content-length-range'), z.number().int(), z.number().int()]),
]);
export type PolicyCondition = z.infer<typeof condition>;

const policyDocument = z.object({
  expiration: z.iso.datetime({ offset: true }),
  conditions: z.array(condition),
});
export type PolicyDocument = z.infer<typeof policyDocument>;

export interface PostPolicyInput {
  bucket: string;
  key: string;
  contentType: string;
  maxBytes: number;
  expiresAt: Date;
  now: Date;
}

export interface SignedPost {
  fields: Record<string, string>;
}

/** Form fields of a presigned POST that accepts exactly `key`, 1..maxBytes bytes, until expiresAt. */
export function createSignedPost(
  input: PostPolicyInput,
  credentials: SigningCredentials,
): SignedPost {
  const timestamp = amzDate(input.now);
  const day = timestamp.slice(0, 8);
  const signed = {
    key: input.key,
    'Content-Type': input.contentType,
    'x-amz-algorithm': SIGV4_ALGORITHM,
    'x-amz-credential': credentialScope(credentials, day),
    'x-amz-date': timestamp,
  };
  const document: PolicyDocument = {
    expiration: input.expiresAt.toISOString(),
    conditions: [
      { bucket: input.bucket },
      ...Object.entries(signed).map(([name, value]) => ({ [name]: value })),
      ['content-length-range', 1, input.maxBytes],
    ],
  };
  const policy = Buffer.from(JSON.stringify(document), 'utf8').toString('base64');
  const signature = signPolicy(policy, credentials.secretAccessKey, day, credentials.region);
  return { fields: { ...signed, policy, 'x-amz-signature': signature } };
}

/** Why a form is refused: 403 for authorisation (signature, expiry, policy), like S3. */
export class PolicyError extends Error {
  override readonly name = 'PolicyError';
}

// Fields S3 never requires a condition for.
const EXEMPT = new Set(['policy', 'x-amz-signature', 'file']);

export interface VerifiedPolicy {
  key: string;
  minBytes: number;
  maxBytes: number;
}

/**
 * Checks signature, expiry and every condition against the form fields (names compared without
 * case, as S3 does). Returns the key and the allowed size range. A form signed with one of
 * `previous` (a secret being rotated out) is taken as if signed with `credentials`.
 */
export function verifyPost(
  fields: Record<string, string>,
  options: {
    bucket: string;
    credentials: SigningCredentials;
    previous?: readonly SigningCredentials[];
    now: Date;
  },
): VerifiedPolicy {
  const form = new Map(Object.entries(fields).map(([name, value]) => [name.toLowerCase(), value]));
  const policy = form.get('policy');
  const signature = form.get('x-amz-signature');
  const credential = form.get('x-amz-credential') ?? '';
  if (!policy || !signature || form.get('x-amz-algorithm') !== SIGV4_ALGORITHM) {
    throw new PolicyError('The upload form is missing its signature.');
  }
  const [accessKeyId, day, region] = credential.split('/');
  const signedBy = (credentials: SigningCredentials) =>
    accessKeyId === credentials.accessKeyId &&
    region === credentials.region &&
    !!day &&
    sameSignature(signature, signPolicy(policy, credentials.secretAccessKey, day, region));
  if (![options.credentials, ...(options.previous ?? [])].some(signedBy)) {
    throw new PolicyError('The upload signature is not valid.');
  }
  const document = decodePolicy(policy);
  if (Date.parse(document.expiration) <= options.now.getTime()) {
    throw new PolicyError('The upload link has expired.');
  }
  let range: [number, number] | undefined;
  const covered = new Set<string>();
  for (const item of document.conditions) {
    if (Array.isArray(item)) {
      if (item[0] === 'content-length-range') {
        range = [item[1], item[2]];
        continue;
      }
      const [operator, field, expected] = item;
      const name = field.slice(1).toLowerCase();
      const value = form.get(name) ?? '';
      covered.add(name);
      if (operator === 'eq' ? value !== expected : !value.startsWith(expected)) {
        throw new PolicyError(`The upload form does not match its policy (${name}).`);
      }
      continue;
    }
    for (const [field, expected] of Object.entries(item)) {
      const name = field.toLowerCase();
      covered.add(name);
      // The bucket is the URL's, not a form field.
      const value = name === 'bucket' ? options.bucket : form.get(name);
      if (value !== expected) {
        throw new PolicyError(`The upload form does not match its policy (${name}).`);
      }
    }
  }
  for (const name of form.keys()) {
    if (!covered.has(name) && !EXEMPT.has(name) && !name.startsWith('x-ignore-')) {
      throw new PolicyError(`The upload form has a field its policy does not allow (${name}).`);
    }
  }
  const key = form.get('key');
  if (!key || !range) throw new PolicyError('The upload policy does not name a key and a size.');
  return { key, minBytes: range[0], maxBytes: range[1] };
}

function decodePolicy(policy: string): PolicyDocument {
  try {
    return policyDocument.parse(JSON.parse(Buffer.from(policy, 'base64').toString('utf8')));
  } catch {
    throw new PolicyError('The upload policy is not readable.');
  }
}
