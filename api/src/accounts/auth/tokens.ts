// Opaque credentials: random to the client, stored only as a SHA-256 hash so a database leak
// leaks no usable token. 32 random bytes need no salt or slow hash.
import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url (43 characters). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Hex SHA-256 of a token, as stored in the database. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
