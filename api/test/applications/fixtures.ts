// Applications inserted directly (as if applied and uploaded), with their resume row and, when
// the app stores resumes on local disk, the file itself.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  answers,
  applications,
  listings,
  resumes,
  type ApplicationStatus,
} from '../../src/db/schema';
import { newResumeKey } from '../../src/storage/resume-files';
import { SAMPLE_PDF } from '../upload-helpers';

export interface ApplicationInput {
  listingId: string;
  studentId: string;
  status?: ApplicationStatus;
  createdAt?: Date;
  /** False leaves the resume pending (upload not arrived); default true. */
  stored?: boolean;
  preferredEmail?: string;
  phoneNumber?: string | null;
  anythingElse?: string | null;
  answers?: { questionId: string; answer: string }[];
}

export async function createApplication(
  app: FastifyInstance,
  input: ApplicationInput,
): Promise<{ id: string; key: string }> {
  const id = randomUUID();
  const key = newResumeKey(id, 'pdf');
  const status = input.status ?? 'submitted';
  const stored = input.stored ?? true;
  await app.db.transaction(async (tx) => {
    if (status !== 'withdrawn') {
      await tx
        .update(listings)
        .set({ applicationsCount: sql`${listings.applicationsCount} + 1` })
        .where(eq(listings.id, input.listingId));
    }
    await tx.insert(applications).values({
      id,
      listingId: input.listingId,
      studentId: input.studentId,
      status,
      preferredEmail: input.preferredEmail ?? 'applicant@uni.example.edu',
      phoneNumber: input.phoneNumber ?? null,
      anythingElseAnswer: input.anythingElse ?? null,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    });
    if (input.answers && input.answers.length > 0) {
      await tx.insert(answers).values(input.answers.map((a) => ({ applicationId: id, ...a })));
    }
    await tx.insert(resumes).values({
      applicationId: id,
      fileName: 'My CV.pdf',
      storageKey: key,
      sizeBytes: stored ? SAMPLE_PDF.length : 0,
      contentType: 'application/pdf',
      storedAt: stored ? app.now() : null,
    });
  });
  if (stored) await app.localResumeStorage?.write(key, SAMPLE_PDF);
  return { id, key };
}

/** The listing's applications_count column. */
export async function applicationsCount(app: FastifyInstance, listingId: string) {
  const [row] = await app.db
    .select({ n: listings.applicationsCount })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row?.n;
}
