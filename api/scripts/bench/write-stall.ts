// The longest a write to listings waits while migrations run: another connection (as a replica
// serving requests would) inserts and updates listings one statement after another, timing each,
// from just before the migrations start until they end. A migration that locks the table against
// writes shows as one write that lasted as long as the lock was held.
import { performance } from 'node:perf_hooks';
import pg from 'pg';

export interface WriteStall {
  /** The longest single write, in milliseconds: how long writes stood still. */
  longestMs: number;
  /** Writes completed while the migrations ran. */
  writes: number;
  /** The migrations' own duration, in milliseconds. */
  migrationMs: number;
}

// A listing copied from an existing one (its employer, category and pay stay valid); the
// database's own trigger writes its version 1, as for any new listing.
const COPIED = [
  'employer_id',
  'category_code',
  'title',
  'short_preview',
  'description',
  'location',
  'latitude',
  'longitude',
  'expiry_date',
  'max_applications',
  'pay_amount_cents',
  'pay_unit',
  'employment_type',
  'hours_min',
  'hours_max',
  'schedule',
  'junior_rates',
].join(', ');
const INSERT = `insert into listings (${COPIED}) select ${COPIED} from listings where id = $1`;
const UPDATE = 'update listings set alerts_scanned_at = now() where id = $1';

/** Writes to listings without pause until stopped; answers each write's duration. */
function startWriter(client: pg.Client, ids: string[]) {
  const durations: number[] = [];
  let running = true;
  let failed = false;
  const done = (async () => {
    for (let i = 0; running; i += 1) {
      const id = ids[i % ids.length];
      const started = performance.now();
      await client.query(i % 2 === 0 ? UPDATE : INSERT, [id]);
      durations.push(performance.now() - started);
    }
  })();
  done.catch(() => (failed = true));
  return {
    /** Writes done so far. */
    count: () => durations.length,
    /** Resolves after `n` writes (rejects if the writer failed). */
    async warm(n: number) {
      while (durations.length < n && !failed) await new Promise((r) => setTimeout(r, 5));
      if (failed) await done;
    },
    async stop() {
      running = false;
      await done;
      return durations;
    },
  };
}

/**
 * Runs `migrate` while a connection to `connectionString` (the schema on its search path) writes to
 * listings, and answers the longest write among those that overlapped it.
 */
export async function measureWriteStall(
  connectionString: string,
  migrate: () => Promise<unknown>,
): Promise<WriteStall> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>('select id from listings limit 200');
    if (rows.length === 0) throw new Error('No listings to write to: seed the database first');
    const writer = startWriter(
      client,
      rows.map((row) => row.id),
    );
    // A few writes first, so the connection and the plans are warm when the migrations start.
    await writer.warm(20);
    const before = writer.count();
    const started = performance.now();
    let failure: Error | undefined;
    await migrate().catch((error: unknown) => {
      failure = error instanceof Error ? error : new Error(String(error));
    });
    const migrationMs = performance.now() - started;
    const durations = await writer.stop();
    if (failure) throw failure;
    // The write running when the migrations started counts: it may be the one that waited.
    const during = durations.slice(Math.max(0, before - 1));
    return { longestMs: Math.max(...during), writes: during.length, migrationMs };
  } finally {
    await client.end();
  }
}
