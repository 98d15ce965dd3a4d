import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashLegacyScrypt } from '../../src/accounts/auth/legacy-scrypt';
import { hashPassword, needsRehash, verifyPassword } from '../../src/accounts/auth/password';

describe('password hashing', () => {
  it('hashes with argon2id at the OWASP parameters and verifies', async () => {
    const hash = await hashPassword('CorrectHorse9!');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword('CorrectHorse9!', hash)).toBe(true);
    expect(await verifyPassword('correcthorse9!', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('still verifies legacy scrypt hashes and marks them for rehashing', async () => {
    const legacy = await hashLegacyScrypt('DemoPass123!', randomBytes(16));
    expect(await verifyPassword('DemoPass123!', legacy)).toBe(true);
    expect(await verifyPassword('DemoPass123?', legacy)).toBe(false);
    expect(needsRehash(legacy)).toBe(true);
  });

  it('treats malformed or unknown hashes as a failed check', async () => {
    expect(await verifyPassword('x', '')).toBe(false);
    expect(await verifyPassword('x', '$argon2id$garbage')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$whatever')).toBe(false);
  });
});
