// Stored resumes for the demo applications, so employers see them (only applications with a
// stored resume are real) and can open the file. Idempotent: an application that already has a
// resume row is left alone, except that a missing demo file (DATA_DIR wiped while the database
// lived on) is written again.
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ResumeStorage } from '../src/storage/driver';
import { LocalResumeStorage } from '../src/storage/local-driver';
import { RESUME_CONTENT_TYPES } from '../src/storage/resume-files';
import type { Database } from '../src/db/client';
import { DEMO_STUDENTS } from './demo-data';
import { demoResumePdf } from './demo-resume-pdf';
import { applications, resumes, students, users } from '../src/db/schema';

/** Where the seed puts a resume's bytes. */
export interface DemoResumeStore {
  write(key: string, data: Buffer): Promise<void>;
  stat(key: string): Promise<number | undefined>;
}

/** Local disk writes directly; a bucket gets the same presigned POST a browser would send. */
export function demoResumeStore(storage: ResumeStorage): DemoResumeStore {
  if (storage instanceof LocalResumeStorage) return storage;
  return {
    stat: (key) => storage.stat(key),
    async write(key, data) {
      const now = new Date();
      const post = storage.createUpload({
        key,
        contentType: RESUME_CONTENT_TYPES.pdf,
        maxBytes: data.length,
        expiresAt: new Date(now.getTime() + 60_000),
        now,
      });
      const form = new FormData();
      for (const [name, value] of Object.entries(post.fields)) form.append(name, value);
      form.append('file', new Blob([data], { type: RESUME_CONTENT_TYPES.pdf }), 'resume.pdf');
      const response = await fetch(post.url, { method: 'POST', body: form });
      if (!response.ok) throw new Error(`demo resume upload failed with ${response.status}`);
    },
  };
}

/** The demo resume key of an application (fixed, so a rerun finds the same file). */
export const demoResumeKey = (applicationId: string) =>
  `resumes/${applicationId}/demo-resume-sample.pdf`;

/** Gives every demo application a stored resume; returns how many files were written. */
export async function seedDemoResumes(
  db: Database,
  store: DemoResumeStore,
  now: Date = new Date(),
  log?: Pick<FastifyBaseLogger, 'info'>,
): Promise<number> {
  const rows = await db
    .select({
      id: applications.id,
      fullName: students.fullName,
      study: students.study,
      institution: students.institution,
      email: users.email,
      storageKey: resumes.storageKey,
    })
    .from(applications)
    .innerJoin(students, eq(students.userId, applications.studentId))
    .innerJoin(users, eq(users.id, applications.studentId))
    .leftJoin(resumes, eq(resumes.applicationId, applications.id))
    .where(
      inArray(
        users.email,
        DEMO_STUDENTS.map((s) => s.email),
      ),
    );
  let written = 0;
  for (const row of rows) {
    const key = demoResumeKey(row.id);
    // A resume of the student's own making (a real upload) is theirs, not the seed's.
    if (row.storageKey !== null && row.storageKey !== key) continue;
    const pdf = demoResumePdf(`${row.fullName} - Resume`, [
      `${row.study}, ${row.institution}`,
      `Email: ${row.email}`,
      '',
      'This is a sample resume created for the Student Gigs demo.',
    ]);
    if ((await store.stat(key)) === undefined) {
      // The file first: a stored row must never point at nothing.
      await store.write(key, pdf);
      written += 1;
    }
    if (row.storageKey === null) {
      await db
        .insert(resumes)
        .values({
          applicationId: row.id,
          fileName: `${row.fullName.replace(/[^\w .'-]/g, '')} - Resume.pdf`,
          storageKey: key,
          sizeBytes: pdf.length,
          contentType: RESUME_CONTENT_TYPES.pdf,
          storedAt: now,
          createdAt: now,
        })
        .onConflictDoNothing();
    }
  }
  if (written > 0) log?.info({ written }, 'Wrote demo resumes');
  return written;
}
