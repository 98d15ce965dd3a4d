// Rows for the jobs, apply and storage tests, inserted directly, and a signed-in cookie for a
// user through the auth module's own session store.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ACCESS_COOKIE } from '../../src/accounts/auth/cookies';
import { createSession } from '../../src/accounts/auth/sessions';
import type { Database } from '../../src/db/client';
import {
  employers,
  listings,
  questions,
  students,
  studentVerifications,
  users,
} from '../../src/db/schema';

/** Sydney date of TestClock's start (2026-03-02T09:00Z is 20:00 in Sydney). */
export const TODAY = '2026-03-02';
export const OPEN_EXPIRY = '2026-12-31';

/** A pay every check accepts, as Create Job Listing sends it: $34.50 an hour, casual (the casual
 * minimum from 1 July 2026 is $33.05). */
export const TEST_PAY = {
  amount_cents: 3450,
  unit: 'hour',
  employment_type: 'casual',
  hours_min: 10,
  hours_max: 15,
  schedule: 'Weekend mornings',
  junior_rates: false,
} as const;

/** A POST /employer/listings body with TEST_PAY changed by `pay`, open until `expiry`. */
export function listingBody(
  pay: Partial<Record<keyof typeof TEST_PAY, unknown>>,
  expiry: string,
): Record<string, unknown> {
  return {
    title: 'Barista',
    category_code: 'HOSP',
    short_preview: 'Weekend coffee',
    description: 'Make coffee for our Saturday crowd.',
    location: 'Newtown NSW 2042',
    latitude: -33.8978,
    longitude: 151.1795,
    expiry_date: expiry,
    max_applications: 5,
    questions: [],
    pay: { ...TEST_PAY, ...pay },
  };
}

/** The same pay as the listing's columns, for rows inserted directly. */
export const TEST_PAY_COLUMNS = {
  payAmountCents: TEST_PAY.amount_cents,
  payUnit: TEST_PAY.unit,
  employmentType: TEST_PAY.employment_type,
  hoursMin: TEST_PAY.hours_min,
  hoursMax: TEST_PAY.hours_max,
  schedule: TEST_PAY.schedule,
  juniorRates: TEST_PAY.junior_rates,
} as const;

let counter = 0;
const unique = (label: string) => {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${counter}@fixture.example.edu`;
};

export async function createEmployer(db: Database, businessName = 'Harbour Cafe'): Promise<string> {
  const [user] = await db
    .insert(users)
    .values({ email: unique('employer'), passwordHash: 'unused', role: 'employer' })
    .returning({ id: users.id });
  if (!user) throw new Error('no employer');
  await db.insert(employers).values({ userId: user.id, businessName });
  return user.id;
}

/** A moderator: a role nobody signs up for; returns its id and address. */
export async function createModerator(db: Database): Promise<{ id: string; email: string }> {
  const email = unique('moderator');
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash: 'unused', role: 'moderator' })
    .returning({ id: users.id });
  if (!user) throw new Error('no moderator');
  return { id: user.id, email };
}

export async function createStudent(
  db: Database,
  passwordHash = 'unused',
): Promise<{ id: string; email: string }> {
  const email = unique('student');
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash, role: 'student' })
    .returning({ id: users.id });
  if (!user) throw new Error('no student');
  await db
    .insert(students)
    .values({ userId: user.id, fullName: 'Sam Student', study: 'BSc', institution: 'UNSW' });
  return { id: user.id, email };
}

export interface ListingInput {
  employerId: string;
  category?: 'HOSP' | 'RETL' | 'EVNT' | 'PHYS' | 'OFFC' | 'OTHR';
  title?: string;
  shortPreview?: string;
  description?: string;
  createdAt?: Date;
  lat?: number | null;
  lng?: number | null;
  expiryDate?: string;
  maxApplications?: number;
  applicationsCount?: number;
  status?: 'posted' | 'pending' | 'closed' | 'expired' | 'removed';
  questions?: string[];
  /** An hourly rate other than TEST_PAY's, in cents. */
  hourlyCents?: number;
}

export async function createListing(
  db: Database,
  input: ListingInput,
): Promise<{ id: string; questionIds: string[] }> {
  const id = randomUUID();
  await db.insert(listings).values({
    id,
    employerId: input.employerId,
    categoryCode: input.category ?? 'HOSP',
    title: input.title ?? 'Barista',
    shortPreview: input.shortPreview ?? 'Weekend shifts',
    description: input.description ?? 'Make coffee.',
    location: 'Newtown NSW 2042',
    latitude: input.lat === undefined ? -33.8978 : input.lat,
    longitude: input.lng === undefined ? 151.1785 : input.lng,
    expiryDate: input.expiryDate ?? OPEN_EXPIRY,
    maxApplications: input.maxApplications ?? 10,
    applicationsCount: input.applicationsCount ?? 0,
    status: input.status ?? 'posted',
    ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    ...TEST_PAY_COLUMNS,
    ...(input.hourlyCents === undefined ? {} : { payAmountCents: input.hourlyCents }),
  });
  const texts = input.questions ?? [];
  const rows =
    texts.length === 0
      ? []
      : await db
          .insert(questions)
          .values(texts.map((text, position) => ({ listingId: id, position, text })))
          .returning({ id: questions.id, position: questions.position });
  return { id, questionIds: rows.sort((a, b) => a.position - b.position).map((q) => q.id) };
}

/** A Cookie header signed in as `userId` (a real session, checked by the auth guard). */
export async function sessionCookie(app: FastifyInstance, userId: string): Promise<string> {
  const tokens = await createSession(app.db, userId, app.now());
  return `${ACCESS_COOKIE}=${tokens.accessToken}`;
}

/** Marks a student verified (a university address proved), in force for a year from `now`. */
export async function verifyStudent(db: Database, studentId: string, now: Date): Promise<void> {
  await db.insert(studentVerifications).values({
    studentId,
    email: unique('verified'),
    institution: 'UNSW',
    verifiedAt: now,
    expiresAt: new Date(now.getTime() + 365 * 86_400_000),
  });
}
