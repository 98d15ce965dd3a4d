// GET /employer/listings/{id}: the owner's listing as it reads now (its current version and
// questions), for the edit form. Another employer's listing answers 404, as an unknown one does.
import type { EmployerListingDetail } from 'api-contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { listings, listingVersions } from '../../db/schema';
import { employerMessages } from '../../accounts/employers/messages';
import { HttpError } from '../../plugins/http/http-error';
import { payJson } from '../pay-sql';
import { currentQuestions } from './question-changes';

export async function listingToEdit(
  db: Database,
  input: { listingId: string; employerId: string },
): Promise<EmployerListingDetail> {
  const [row] = await db
    .select({
      id: listings.id,
      status: listings.status,
      version: listings.version,
      versionCreatedAt: listingVersions.createdAt,
      title: listings.title,
      categoryCode: listings.categoryCode,
      shortPreview: listings.shortPreview,
      description: listings.description,
      location: listings.location,
      latitude: listings.latitude,
      longitude: listings.longitude,
      expiryDate: listings.expiryDate,
      maxApplications: listings.maxApplications,
      applicationsCount: listings.applicationsCount,
      pay: payJson(listings).mapWith((value: EmployerListingDetail['pay']) => value),
    })
    .from(listings)
    .innerJoin(
      listingVersions,
      and(
        eq(listingVersions.listingId, listings.id),
        eq(listingVersions.version, listings.version),
      ),
    )
    .where(and(eq(listings.id, input.listingId), eq(listings.employerId, input.employerId)));
  if (!row) throw new HttpError(404, employerMessages.listingNotFound);
  const asked = await currentQuestions(db, row.id);
  return {
    id: row.id,
    status: row.status,
    version: row.version,
    version_created_at: row.versionCreatedAt.toISOString(),
    title: row.title,
    category_code: row.categoryCode as EmployerListingDetail['category_code'],
    short_preview: row.shortPreview,
    description: row.description,
    location: row.location,
    latitude: row.latitude,
    longitude: row.longitude,
    expiry_date: row.expiryDate,
    max_applications: row.maxApplications,
    applications_count: row.applicationsCount,
    questions: asked.map((q) => ({ text: q.text })),
    pay: row.pay,
  };
}
