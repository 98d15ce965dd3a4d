// Password hashing: argon2id with the OWASP parameters (19 MiB, 2 passes, 1 lane). Hashes made by
// the earlier scrypt stand-in (`scrypt$…`, e.g. demo accounts in an existing dev database) still
// verify, and `needsRehash` tells the login to upgrade them.
import { hash, verify } from '@node-rs/argon2';
import { verifyLegacyScrypt } from './legacy-scrypt';

// @node-rs/argon2 declares Algorithm as an ambient const enum, which isolatedModules cannot read;
// 2 is Algorithm.Argon2id (also the library default).
const ARGON2ID = 2;
export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

const PREFIX = `$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}$`;

/** Hashes a password as a PHC string `$argon2id$v=19$m=19456,t=2,p=1$salt$hash`. */
export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize('NFKC'), ARGON2_OPTIONS);
}

/** Checks a password against a stored argon2id or legacy scrypt hash; false for unknown formats. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('scrypt$')) return verifyLegacyScrypt(password, stored);
  if (!stored.startsWith('$argon2')) return false;
  try {
    return await verify(stored, password.normalize('NFKC'));
  } catch {
    // A malformed stored hash is a failed check, not a 500.
    return false;
  }
}

/** True when a stored hash is not argon2id with today's parameters. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(PREFIX);
}
