// The employer's own profile (GET and PUT /employer/profile). The email is fixed at sign-up.
import { eq } from 'drizzle-orm';
import type { EmployerProfileResponse, UpdateEmployerProfileRequest } from 'api-contract';
import type { Database } from '../../db/client';
import { employers, users } from '../../db/schema';

export async function findEmployerProfile(
  db: Database,
  employerId: string,
): Promise<EmployerProfileResponse | undefined> {
  const [row] = await db
    .select({
      business_name: employers.businessName,
      email: users.email,
      description: employers.description,
    })
    .from(employers)
    .innerJoin(users, eq(users.id, employers.userId))
    .where(eq(employers.userId, employerId));
  return row && { ...row, description: row.description ?? '' };
}

/** Saves the business name and description; false when the employer no longer exists. */
export async function updateEmployerProfile(
  db: Database,
  employerId: string,
  body: UpdateEmployerProfileRequest,
): Promise<boolean> {
  const rows = await db
    .update(employers)
    .set({ businessName: body.business_name, description: body.description })
    .where(eq(employers.userId, employerId))
    .returning({ id: employers.userId });
  return rows.length > 0;
}
