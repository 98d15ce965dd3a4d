// The job-alert pass at scale (the target: "at 10,000 alerts and 1,000 new listings a day, a run
// takes seconds"): on the bench database (after seed.ts; the API stopped), adds 10,000 alerts of
// the bench students, varied as students make them (a category or all, a role's words or a
// prefix or none, a place and radius or anywhere, a minimum pay or none, instant or daily), then
// a day's 1,000 new listings at once, and times one pass as the API runs it: matching
// (alerts/matcher.ts), then queueing the mails (alerts/send-alerts.ts). Prints one JSON line.
//
//   DATA_DIR=/tmp/x tsx scripts/bench/alerts.ts
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { matchNewListings } from '../../src/alerts/matcher';
import { sendDueAlerts } from '../../src/alerts/send-alerts';
import { loadAlertLinkKey } from '../../src/alerts/alert-tokens';
import { loadConfig } from '../../src/config';
import { NO_TIMEOUTS, openDatabase, queryRows } from '../../src/db/client';
import { marketToday } from '../../src/plugins/time/dates';
import { prefixQueryText } from '../../src/listings/search/words-query';
import { BENCH_ROLES } from './seed-sql';

const ALERTS = Number(process.env.BENCH_ALERTS ?? 10_000);
const NEW_LISTINGS = Number(process.env.BENCH_NEW_LISTINGS ?? 1_000);

// Words of the alerts: a role, a role's prefix as typed, or none (one alert in three).
const words = [
  ...BENCH_ROLES.map((role) => role.toLowerCase()),
  'barist',
  'retail',
  'event',
  'clean',
  'deliver',
];
const WORDS = sql.raw(`array[${words.map((w) => `'${w}'`).join(',')}]`);
const CATEGORIES = sql.raw(`array['HOSP','RETL','EVNT','PHYS','OFFC','OTHR']`);
const ROLES = sql.raw(`array[${BENCH_ROLES.map((role) => `'${role}'`).join(',')}]`);

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
const handle = await openDatabase(config, NO_TIMEOUTS);
try {
  const db = handle.db;
  await db.execute(sql`select setseed(0.7)`);
  // Alert k belongs to student k % 4000 (at most 3 each, under the limit of 20).
  await db.execute(
    sql`insert into job_alerts (user_id, category_code, words, words_query, place_name, latitude,
        longitude, radius_km, min_hourly_cents, frequency, search_key, created_at, confirmed_at)
      select s.user_id, a.category_code, a.words,
        case when a.words = '' then null else (${prefixQueryText(sql`a.words`)})::tsquery end,
        case when a.placed then 'Bench place ' || a.k end,
        case when a.placed then -33.8688 + (random() - 0.5) * 0.8 end,
        case when a.placed then 151.2093 + (random() - 0.5) * 0.8 end,
        case when a.placed then (array[2, 5, 10, 20])[1 + a.k % 4] end,
        case when a.k % 2 = 0 then 3200 + (a.k % 14) * 100 end,
        case when a.k % 2 = 0 then 'instant' else 'daily' end,
        'bench-' || a.k, now(), now()
      from (
        select k,
          case when k % 10 < 3 then null else (${CATEGORIES})[1 + k % 6] end as category_code,
          case when k % 3 = 0 then '' else (${WORDS})[1 + k % ${words.length}] end as words,
          k % 5 < 3 as placed
        from generate_series(0, ${ALERTS - 1}) k
      ) a
      join students s on s.user_id = (
        select u.id from users u where u.email = 'bench-student-' || (a.k % 4000) || '@bench.example')`,
  );
  // A day's new listings, as employers post them.
  await db.execute(
    sql`insert into listings (employer_id, category_code, title, short_preview, description,
        location, latitude, longitude, expiry_date, max_applications, created_at,
        pay_amount_cents, pay_unit, employment_type, hours_min, hours_max)
      select (select user_id from employers order by user_id limit 1 offset g % 500),
        (${CATEGORIES})[1 + g % 6], (${ROLES})[1 + g % 20] || ' ' || g,
        'New today: ' || lower((${ROLES})[1 + g % 20]), 'Posted today. Flexible shifts.',
        'Sydney NSW 2000', -33.8688 + (random() - 0.5), 151.2093 + (random() - 0.5),
        current_date + 30, 50, now(), 3350 + (g % 28) * 50, 'hour', 'casual', 8, 16
      from generate_series(1, ${NEW_LISTINGS}) g`,
  );
  await db.execute(sql`analyze`);

  const now = new Date();
  const today = marketToday(now);
  const started = performance.now();
  const looked = await matchNewListings(db, now, today);
  const matchedAt = performance.now();
  const mails = await sendDueAlerts({
    db,
    now,
    today,
    publicUrl: 'https://bench.example',
    linkKey: () => loadAlertLinkKey(db),
  });
  const done = performance.now();
  const [counts] = await queryRows<{ alerts: number; matches: number; queued: number }>(
    db,
    sql`select (select count(*)::int from job_alerts) as alerts,
      (select count(*)::int from alert_matches) as matches,
      (select count(*)::int from mail_queue where event_key like 'job-alert:%') as queued`,
  );
  process.stdout.write(
    `${JSON.stringify({
      engine: handle.engine,
      alerts: counts?.alerts ?? 0,
      newListings: looked,
      matches: counts?.matches ?? 0,
      mails,
      queued: counts?.queued ?? 0,
      matchSeconds: (matchedAt - started) / 1000,
      mailSeconds: (done - matchedAt) / 1000,
    })}\n`,
  );
} finally {
  await handle.close();
}
