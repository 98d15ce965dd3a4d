// What a crash must never leave behind, read straight from the database: every acknowledged
// write present, no account without its profile, no application without its resume row or
// answers, and each listing's counter equal to its rows. Returns the problems found.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../src/db/client';
import type { Ledger } from './write-storm';

interface UserRow extends Record<string, unknown> {
  id: string;
  role: string;
  student: boolean;
  employer: boolean;
}

interface ApplicationRow extends Record<string, unknown> {
  id: string;
  listing_id: string;
  student_id: string;
  has_resume: boolean;
  stored: boolean;
  size_bytes: number | null;
  storage_key: string | null;
  answers: number;
  questions: number;
}

interface ListingRow extends Record<string, unknown> {
  id: string;
  counted: number;
  live: number;
  max: number;
}

async function accountProblems(db: Database, ledger: Ledger): Promise<string[]> {
  const rows = await queryRows<UserRow>(
    db,
    sql`select u.id, u.role,
          exists(select 1 from students s where s.user_id = u.id) as student,
          exists(select 1 from employers e where e.user_id = u.id) as employer
        from users u`,
  );
  const problems: string[] = [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const row of rows) {
    const whole =
      row.role === 'student' ? row.student && !row.employer : row.employer && !row.student;
    if (!whole) problems.push(`user ${row.id} (${row.role}) has no matching profile row`);
  }
  for (const account of ledger.accounts) {
    const row = byId.get(account.userId);
    if (!row) problems.push(`acknowledged sign-up ${account.email} is missing`);
    else if (row.role !== account.role) problems.push(`user ${row.id} has role ${row.role}`);
  }
  return problems;
}

async function applicationProblems(
  db: Database,
  ledger: Ledger,
  dataDir: string | undefined,
): Promise<string[]> {
  const rows = await queryRows<ApplicationRow>(
    db,
    sql`select a.id, a.listing_id, a.student_id,
          r.application_id is not null as has_resume,
          r.stored_at is not null as stored,
          r.size_bytes, r.storage_key,
          (select count(*)::int from answers x where x.application_id = a.id) as answers,
          (select count(*)::int from questions q where q.listing_id = a.listing_id) as questions
        from applications a left join resumes r on r.application_id = a.id`,
  );
  const problems: string[] = [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const row of rows) {
    if (!row.has_resume) problems.push(`application ${row.id} has no resume row`);
    if (row.answers !== row.questions) {
      problems.push(`application ${row.id} has ${row.answers} of ${row.questions} answers`);
    }
  }
  for (const applied of ledger.applications) {
    const row = byId.get(applied.applicationId);
    if (!row) problems.push(`acknowledged application ${applied.applicationId} is missing`);
    else if (row.listing_id !== applied.listingId || row.student_id !== applied.studentId) {
      problems.push(`application ${row.id} points at the wrong listing or student`);
    }
  }
  for (const upload of ledger.uploads) {
    const row = byId.get(upload.applicationId);
    if (!row?.stored || row.size_bytes !== upload.sizeBytes) {
      problems.push(`acknowledged resume of ${upload.applicationId} is not stored`);
      continue;
    }
    // Local storage keeps the file under DATA_DIR/<key>; a stored row needs its bytes.
    if (dataDir && row.storage_key) {
      const size = await stat(path.join(dataDir, ...row.storage_key.split('/'))).then(
        (s) => s.size,
        () => undefined,
      );
      if (size !== upload.sizeBytes) problems.push(`resume file of ${row.id} is ${size} bytes`);
    }
  }
  return problems;
}

/** Applications count toward the cap unless withdrawn (ARCHITECTURE.md, decisions). */
export async function listingCounts(db: Database): Promise<ListingRow[]> {
  return queryRows<ListingRow>(
    db,
    sql`select l.id, l.applications_count as counted, l.max_applications as max,
          (select count(*)::int from applications a
            where a.listing_id = l.id and a.status <> 'withdrawn') as live
        from listings l`,
  );
}

async function countProblems(db: Database): Promise<string[]> {
  return (await listingCounts(db))
    .filter((row) => row.counted !== row.live || row.live > row.max)
    .map((row) => `listing ${row.id} counts ${row.counted} but has ${row.live} (max ${row.max})`);
}

export async function integrityProblems(
  db: Database,
  ledger: Ledger,
  dataDir?: string,
): Promise<string[]> {
  return [
    ...(await accountProblems(db, ledger)),
    ...(await applicationProblems(db, ledger, dataDir)),
    ...(await countProblems(db)),
  ];
}
