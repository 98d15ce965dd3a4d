// The employer's own profile (GET and PUT /employer/profile). The email is fixed at sign-up. The
// ABN is optional; the register's answer about it is shown only when it is about that number.
import { and, eq, sql } from 'drizzle-orm';
import type { EmployerProfileResponse, UpdateEmployerProfileRequest } from 'api-contract';
import { queryRows, type Database } from '../../db/client';
import { abnLookups, employers, users } from '../../db/schema';

export async function findEmployerProfile(
  db: Database,
  employerId: string,
): Promise<EmployerProfileResponse | undefined> {
  const [row] = await db
    .select({
      business_name: employers.businessName,
      email: users.email,
      description: employers.description,
      abn: employers.abn,
      checkStatus: abnLookups.status,
      checkedAt: abnLookups.lookedUpAt,
    })
    .from(employers)
    .innerJoin(users, eq(users.id, employers.userId))
    .leftJoin(
      abnLookups,
      and(eq(abnLookups.employerId, employers.userId), eq(abnLookups.abn, employers.abn)),
    )
    .where(eq(employers.userId, employerId));
  if (!row) return undefined;
  const { checkStatus, checkedAt, ...profile } = row;
  return {
    ...profile,
    description: row.description ?? '',
    abn_check:
      checkStatus && checkedAt
        ? { status: checkStatus, looked_up_at: checkedAt.toISOString() }
        : null,
  };
}

/** The business profile's fields as they were before a save and as it left them. */
export interface BusinessProfileChange {
  before: BusinessProfile;
  after: BusinessProfile;
}

export interface BusinessProfile {
  businessName: string;
  description: string;
  abn: string | null;
}

/**
 * Saves the business name, description and ABN (absent: unchanged; '': none), locking the row
 * first so the caller's transaction sees what this save changed; null when the employer no longer
 * exists.
 */
export async function updateEmployerProfile(
  db: Database,
  employerId: string,
  body: UpdateEmployerProfileRequest,
): Promise<BusinessProfileChange | null> {
  const [row] = await queryRows<{ business_name: string; description: string; abn: string | null }>(
    db,
    sql`select ${employers.businessName}, coalesce(${employers.description}, '') as description,
        ${employers.abn}
      from ${employers} where ${employers.userId} = ${employerId}::uuid for update`,
  );
  if (!row) return null;
  const before = { businessName: row.business_name, description: row.description, abn: row.abn };
  const after = {
    businessName: body.business_name,
    description: body.description,
    abn: body.abn === undefined ? before.abn : body.abn || null,
  };
  await db
    .update(employers)
    .set({ businessName: after.businessName, description: after.description, abn: after.abn })
    .where(eq(employers.userId, employerId));
  return { before, after };
}
