// Credential check for POST /auth/login. An unknown email costs the same argon2 work as a wrong
// password (a dummy hash is verified), so neither the answer nor its timing says which it was.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { randomToken } from './tokens';
import { hashPassword, needsRehash, verifyPassword } from './password';
import type { AuthUser } from './session-types';

let dummyHash: Promise<string> | undefined;

function dummy(): Promise<string> {
  dummyHash ??= hashPassword(randomToken());
  return dummyHash;
}

/** The user when email and password match, else undefined. */
export async function checkCredentials(
  db: Database,
  email: string,
  password: string,
): Promise<AuthUser | undefined> {
  const [user] = await db
    .select({ id: users.id, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  if (!user) {
    await verifyPassword(password, await dummy());
    return undefined;
  }
  if (!(await verifyPassword(password, user.passwordHash))) return undefined;
  if (needsRehash(user.passwordHash)) {
    // Legacy scrypt or older argon2 parameters: upgrade while the password is at hand.
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, user.id));
  }
  return { id: user.id, role: user.role };
}
