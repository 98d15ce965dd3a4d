// The system lists (ARCHITECTURE.md, "Decisions the spec leaves open"). Seeded at every start.
import { sql } from 'drizzle-orm';
import type { CategoryCode } from 'api-contract';
import type { Database } from './client';
import { categories, qualifications } from './schema';
import { bare } from './sql-names';

export const QUALIFICATIONS = [
  { code: 'RSA', label: 'Responsible Service of Alcohol (RSA)' },
  { code: 'RCG', label: 'Responsible Conduct of Gambling (RCG)' },
  { code: 'FIRST_AID', label: 'First Aid (HLTAID011)' },
  { code: 'WWCC', label: 'Working With Children Check' },
  { code: 'FOOD_SAFETY', label: 'Food Safety Supervisor' },
  { code: 'DRIVERS_LICENCE', label: 'Driver licence' },
  { code: 'WHITE_CARD', label: 'Construction Induction (White Card)' },
  { code: 'FORKLIFT', label: 'Forklift licence' },
] as const;

/** In display order: HOSP and RETL first, OTHR last (SPEC section 9). */
export const CATEGORIES: readonly { code: CategoryCode; displayName: string; sortOrder: number }[] =
  [
    { code: 'HOSP', displayName: 'Hospitality', sortOrder: 10 },
    { code: 'RETL', displayName: 'Retail', sortOrder: 20 },
    { code: 'EVNT', displayName: 'Events', sortOrder: 30 },
    { code: 'PHYS', displayName: 'Physical & Labour', sortOrder: 40 },
    { code: 'OFFC', displayName: 'Office & Admin', sortOrder: 50 },
    { code: 'OTHR', displayName: 'Other', sortOrder: 90 },
  ];

/** Writes the lists, updating labels and order that changed. */
export async function seedReferenceData(db: Database): Promise<void> {
  await db
    .insert(qualifications)
    .values([...QUALIFICATIONS])
    .onConflictDoUpdate({
      target: qualifications.code,
      set: { label: sql`excluded.${bare(qualifications.label)}` },
    });
  await db
    .insert(categories)
    .values([...CATEGORIES])
    .onConflictDoUpdate({
      target: categories.code,
      set: {
        displayName: sql`excluded.${bare(categories.displayName)}`,
        sortOrder: sql`excluded.${bare(categories.sortOrder)}`,
      },
    });
}
