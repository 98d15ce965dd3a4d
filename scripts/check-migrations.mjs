// npm test's check of the migrations (ADR 0056, api/README.md "Writing a migration"): every
// migration of api/drizzle after 0024 keeps the rules of migrations/rules.mjs, so a deploy never
// stops the API's writes for the length of a build, a scan or a rewrite: indexes on existing
// tables are built CONCURRENTLY (in a file declared `-- migration: no-transaction`, re-runnable),
// new columns are cheap, constraints are added NOT VALID and validated later, no type changes,
// no row updates, and drops and renames wait for the code (expand/contract).
// The migrations 0000 to 0024 were deployed before the check: databases hold their hashes, so
// they cannot change; GRANDFATHERED names each with why it would be refused today.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { schemaNames } from './api-sql.mjs';
import { migrationProblems, RULES } from './migrations/rules.mjs';

const DEPLOYED = 'deployed before the check';
export const GRANDFATHERED = {
  '0000_init': `${DEPLOYED}; creates every table it touches`,
  '0001_session_access_tokens': `${DEPLOYED}; a UNIQUE constraint on sessions built its index under the lock`,
  '0002_background_work': `${DEPLOYED}; creates every table it touches`,
  '0003_pay_and_closing': `${DEPLOYED}; backfilled listings' pay in one UPDATE, set NOT NULL, added a stored generated column (a rewrite) and CHECKs that read every listing`,
  '0004_search_saved_alerts': `${DEPLOYED}; backfilled the search vectors in one UPDATE and built GIN indexes on listings under a SHARE lock`,
  '0005_search_category_keys': `${DEPLOYED}; built GIN indexes on listings under a SHARE lock`,
  '0006_alerts_by_email': `${DEPLOYED}; job_alerts: an UPDATE, an index and a UNIQUE constraint under the lock, a CHECK that read every row`,
  '0007_student_verification': `${DEPLOYED}; creates every table it touches`,
  '0008_pending_resumes': `${DEPLOYED}; built an index on resumes under a SHARE lock`,
  '0009_operator_metrics': `${DEPLOYED}; an UPDATE of mail_queue and an index on it under a SHARE lock`,
  '0010_vetted_listings': `${DEPLOYED}; a CHECK that read every user`,
  '0011_employer_reinstatement': `${DEPLOYED}; CHECKs that read every moderation decision`,
  '0012_listing_close': `${DEPLOYED}; a CHECK that read every listing`,
  '0013_saved_resumes': `${DEPLOYED}; keeps the rules`,
  '0014_apply_again': `${DEPLOYED}; built a unique index on applications under a SHARE lock`,
  '0015_review_days': `${DEPLOYED}; an index on employers under a SHARE lock and a CHECK that read every employer`,
  '0016_place_index': `${DEPLOYED}; built listings_category_place_idx under a SHARE lock: writes to listings waited for the build`,
  '0017_scan_indexes': `${DEPLOYED}; built two partial indexes on listings under a SHARE lock`,
  '0018_band_index': `${DEPLOYED}; built listings_category_band_idx under a SHARE lock: writes to listings waited for the build`,
  '0019_trust_and_abn': `${DEPLOYED}; an UPDATE of employers, an index under a SHARE lock, CHECKs that read every row`,
  '0020_hiring_pipeline': `${DEPLOYED}; CHECKs that read every application`,
  '0021_application_messages': `${DEPLOYED}; creates every table it touches`,
  '0022_message_decisions': `${DEPLOYED}; indexes on application_messages under a SHARE lock, a foreign key and CHECKs that read every message`,
  '0023_listing_versions': `${DEPLOYED}; a unique index on questions under a SHARE lock, a foreign key and CHECKs that read every row, the versions backfilled in one statement`,
  '0024_business_contact': `${DEPLOYED}; CHECKs that read every employer and moderation decision`,
};

/** The journal's tags in order. */
function journalTags(folder) {
  const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8'));
  return journal.entries.map((entry) => entry.tag);
}

/** The tables and columns the schema code names (api/src/db/schema), as api-sql.mjs reads them. */
export function schemaOf(schemaDir) {
  const files = readdirSync(schemaDir, { recursive: true })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => [join(schemaDir, name), readFileSync(join(schemaDir, name), 'utf8')]);
  return schemaNames(files);
}

/** Every problem of the folder's migrations that are not grandfathered: [{ file, piece, rule, detail }]. */
export function checkMigrations(folder, schema, grandfathered = GRANDFATHERED) {
  const tags = journalTags(folder);
  const stale = Object.keys(grandfathered).filter((tag) => !tags.includes(tag));
  return [
    ...stale.map((tag) => ({
      file: `${tag}.sql`,
      piece: 0,
      rule: 'grandfathered',
      detail: 'is grandfathered but not in the journal',
    })),
    ...tags
      .filter((tag) => !(tag in grandfathered))
      .flatMap((tag) =>
        migrationProblems(readFileSync(join(folder, `${tag}.sql`), 'utf8'), schema).map(
          (problem) => ({ file: `${tag}.sql`, ...problem }),
        ),
      ),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const folder = join(root, 'api/drizzle');
  const problems = checkMigrations(folder, schemaOf(join(root, 'api/src/db/schema')));
  if (problems.length === 0) {
    const checked = journalTags(folder).filter((tag) => !(tag in GRANDFATHERED)).length;
    console.log(`api/drizzle: ${checked} migrations after 0024 keep the rules that spare writes`);
  } else {
    for (const { file, piece, rule, detail } of problems) {
      const short = detail.length > 100 ? `${detail.slice(0, 97)}...` : detail;
      console.error(
        `api/drizzle/${file} statement ${piece}: ${rule}: ${RULES[rule] ?? detail}\n  ${short}`,
      );
    }
    console.error(
      `${problems.length} problems; see api/README.md, "Writing a migration" (a piece may carry ` +
        '`-- allow <rule>: <reason>` when the rule does not apply)',
    );
    process.exitCode = 1;
  }
}
