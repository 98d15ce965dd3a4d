// The employer's own profile (GET and PUT /employer/profile). The email is fixed at sign-up. The
// ABN is optional; the register's answer about it is shown only when it is about that number. The
// address, website and phone are optional, and a save that leaves one out leaves it as it is.
import { and, eq, sql } from 'drizzle-orm';
import type {
  BusinessAddress,
  EmployerProfileResponse,
  UpdateEmployerProfileRequest,
} from 'api-contract';
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
      street: employers.street,
      suburb: employers.suburb,
      state: employers.state,
      postcode: employers.postcode,
      website: employers.website,
      phone: employers.phone,
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
  const { checkStatus, checkedAt, street, suburb, state, postcode, ...profile } = row;
  return {
    ...profile,
    address: addressOf({ street, suburb, state, postcode }),
    description: row.description ?? '',
    abn_check:
      checkStatus && checkedAt
        ? { status: checkStatus, looked_up_at: checkedAt.toISOString() }
        : null,
  };
}

/** The address as the columns keep it: all null, or suburb, state and postcode set. */
type AddressColumns = {
  street: string | null;
  suburb: string | null;
  state: BusinessAddress['state'] | null;
  postcode: string | null;
};

function addressOf(columns: AddressColumns): BusinessAddress | null {
  const { suburb, state, postcode } = columns;
  if (suburb === null || state === null || postcode === null) return null;
  return { street: columns.street ?? '', suburb, state, postcode };
}

function addressColumns(address: BusinessAddress | null): AddressColumns {
  if (!address) return { street: null, suburb: null, state: null, postcode: null };
  return { ...address, street: address.street || null };
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
  address: BusinessAddress | null;
  website: string | null;
  phone: string | null;
}

/** A field of the request: absent keeps what was saved, '' (or null) removes it. */
const kept = <T>(value: T | undefined, before: T | null): T | null =>
  value === undefined ? before : value || null;

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
  const [row] = await queryRows<
    AddressColumns & {
      business_name: string;
      description: string;
      abn: string | null;
      website: string | null;
      phone: string | null;
    }
  >(
    db,
    sql`select ${employers.businessName}, coalesce(${employers.description}, '') as description,
        ${employers.abn}, ${employers.street}, ${employers.suburb}, ${employers.state},
        ${employers.postcode}, ${employers.website}, ${employers.phone}
      from ${employers} where ${employers.userId} = ${employerId}::uuid for update`,
  );
  if (!row) return null;
  const before: BusinessProfile = {
    businessName: row.business_name,
    description: row.description,
    abn: row.abn,
    address: addressOf(row),
    website: row.website,
    phone: row.phone,
  };
  const after: BusinessProfile = {
    businessName: body.business_name,
    description: body.description,
    abn: kept(body.abn, before.abn),
    address: body.address === undefined ? before.address : body.address,
    website: kept(body.website, before.website),
    phone: kept(body.phone, before.phone),
  };
  await db
    .update(employers)
    .set({
      businessName: after.businessName,
      description: after.description,
      abn: after.abn,
      ...addressColumns(after.address),
      website: after.website,
      phone: after.phone,
    })
    .where(eq(employers.userId, employerId));
  return { before, after };
}
