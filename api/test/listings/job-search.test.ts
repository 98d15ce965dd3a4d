// Keyword search on browse: words match a listing's title, business name, preview and
// description, as prefixes and with English stemming; title and business name matches (rank 1)
// come before the rest (rank 2), newest first within each; the cursor carries the rank, so pages
// neither repeat nor skip; words combine with radius and pay; the business name follows renames.
import { sql, TransactionRollbackError } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { jobsByCategoryResponse, type JobCard } from 'api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { latitudeBand } from '../../src/db/schema';
import { haversineKm } from '../../src/places/geo';
import { marketToday } from '../../src/plugins/time/dates';
import { WALK } from '../../src/listings/search/ranked-search';
import { prefixQueryText } from '../../src/listings/search/words-query';
import { TestClock } from '../auth-helpers';
import { build, engines } from '../helper';
import { createEmployer, createListing } from './fixtures';

const CBD = { lat: -33.8688, lng: 151.2093 };
interface Search {
  q: string;
  minHourlyCents?: number;
  radiusKm?: number;
}

const minutesAgo = (n: number) => new Date(Date.parse('2026-03-02T08:00:00.000Z') - n * 60_000);

describe.each(engines)('job search (%s)', (engine) => {
  let app: FastifyInstance;
  const clock = new TestClock();

  beforeAll(async () => {
    app = await build(engine, { clock: clock.now });
  });
  afterAll(() => app.close());

  async function search(query: Record<string, string | number>) {
    const params = new URLSearchParams(
      Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
    );
    const response = await app.inject({
      method: 'GET',
      url: `/system/jobs/by-category?${params.toString()}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return jobsByCategoryResponse.parse(response.json());
  }
  const titles = (jobs: JobCard[]) => jobs.map((job) => job.title);

  /** Every card of a search, two to a page by the rank cursor, as [title, rank]. */
  async function pageThrough(category: string, q: string) {
    const seen: [string, number | undefined][] = [];
    let cursor: Record<string, string | number> = {};
    for (let page = 0; page < 10; page += 1) {
      const result = await search({ category_code: category, q, limit: 2, ...cursor });
      seen.push(...result.jobs.map((job): [string, number | undefined] => [job.title, job.rank]));
      const last = result.jobs.at(-1);
      if (!result.has_more || !last) break;
      cursor = {
        before_created_at: last.created_at,
        before_id: last.id,
        before_rank: last.rank ?? 0,
      };
    }
    return seen;
  }

  it('finds words as prefixes and by their stem, in title, business, preview and description', async () => {
    const bean = await createEmployer(app.db, 'Bean Counter Roasters');
    const other = await createEmployer(app.db, 'Quiet Books');
    const category = 'EVNT';
    await createListing(app.db, {
      employerId: bean,
      category,
      title: 'Barista',
      createdAt: minutesAgo(50),
    });
    await createListing(app.db, {
      employerId: other,
      category,
      title: 'Stall helper',
      shortPreview: 'Serving coffees at markets',
      description: 'You will be cooking pancakes on Sundays.',
      createdAt: minutesAgo(40),
    });
    await createListing(app.db, {
      employerId: other,
      category,
      title: 'Usher',
      createdAt: minutesAgo(30),
    });

    // "barist" is a word still being typed.
    expect(
      titles((await search({ category_code: category, q: 'barist', limit: 10 })).jobs),
    ).toEqual(['Barista']);
    // Stemming: "cooked" and "market" meet "cooking" and "markets".
    expect(
      titles((await search({ category_code: category, q: 'cooked', limit: 10 })).jobs),
    ).toEqual(['Stall helper']);
    expect(
      titles((await search({ category_code: category, q: 'market', limit: 10 })).jobs),
    ).toEqual(['Stall helper']);
    // The business name.
    expect(
      titles((await search({ category_code: category, q: 'roasters', limit: 10 })).jobs),
    ).toEqual(['Barista']);
    // websearch syntax: or, -word, "a phrase".
    expect(
      titles((await search({ category_code: category, q: 'barista or usher', limit: 10 })).jobs),
    ).toEqual(['Usher', 'Barista']);
    expect(
      titles((await search({ category_code: category, q: 'shifts -barista', limit: 10 })).jobs),
    ).toEqual(['Usher']);
    expect(
      titles((await search({ category_code: category, q: '"cooking pancakes"', limit: 10 })).jobs),
    ).toEqual(['Stall helper']);
    expect(
      (await search({ category_code: category, q: 'pancakes cooking shifts plumbing', limit: 10 }))
        .jobs,
    ).toEqual([]);
    // Only stop words or punctuation: browse as without words, newest first, no rank.
    const plain = await search({ category_code: category, q: 'the !!', limit: 10 });
    expect(titles(plain.jobs)).toEqual(['Usher', 'Stall helper', 'Barista']);
    expect(plain.jobs.every((job) => job.rank === undefined)).toBe(true);
  });

  it('ranks title and business matches first, newest first within a rank, and pages by rank', async () => {
    const employer = await createEmployer(app.db, 'Harbour Events');
    const category = 'PHYS';
    // Rank 2 listings are newer than rank 1 ones: the rank still comes first.
    const rows = [
      { title: 'Mover', description: 'Help a removalist team.', at: 10 },
      { title: 'Removalist offsider', description: 'Lift boxes.', at: 60 },
      { title: 'Warehouse hand', description: 'Removalist work on weekends.', at: 5 },
      { title: 'Removalist driver', description: 'Drive the truck.', at: 30 },
      { title: 'Packer', description: 'Removalist packing days.', at: 20 },
    ];
    for (const row of rows) {
      await createListing(app.db, {
        employerId: employer,
        category,
        title: row.title,
        description: row.description,
        createdAt: minutesAgo(row.at),
      });
    }
    const all = await search({ category_code: category, q: 'removalist', limit: 10 });
    expect(all.jobs.map((job) => [job.title, job.rank])).toEqual([
      ['Removalist driver', 1],
      ['Removalist offsider', 1],
      ['Warehouse hand', 2],
      ['Mover', 2],
      ['Packer', 2],
    ]);

    // Two at a time: the cursor's rank carries over from rank 1 to rank 2.
    expect(await pageThrough(category, 'removalist')).toEqual(
      all.jobs.map((job) => [job.title, job.rank]),
    );
  });

  it('finds rare words beyond the newest listings through the index, in rank order', async () => {
    const employer = await createEmployer(app.db, 'Plain Services');
    const category = 'OTHR';
    const old = (title: string, description: string, at: number) =>
      createListing(app.db, {
        employerId: employer,
        category,
        title,
        description,
        createdAt: minutesAgo(at),
      });
    await old('Dogwalker morning', 'Walk dogs.', 900);
    await old('Dogwalker evening', 'Walk dogs.', 950);
    await old('Pet sitter', 'Some dogwalker duties.', 960);
    await old('Dogwalker weekend', 'Walk dogs.', 990);
    // More newer listings than the search window reads, none matching but one.
    await app.db.execute(
      sql`insert into listings (employer_id, category_code, title, short_preview, description,
          location, expiry_date, max_applications, created_at, pay_amount_cents, pay_unit,
          employment_type, hours_min, hours_max)
        select ${employer}::uuid, ${category}, 'Filler ' || g, '', 'Nothing to see.', 'Sydney',
          '2026-12-31', 5, ${minutesAgo(800).toISOString()}::timestamptz + make_interval(secs => g),
          3300, 'hour', 'casual', 8, 16
        from generate_series(1, ${WALK + 50}) g`,
    );
    await old('House cleaner', 'Also a dogwalker now and then.', 1);
    // Right after the last listing the walk reads (it reads the cleaner and the WALK - 1 newest
    // fillers, down to filler 52): the index must read on from that listing, not from the next.
    await createListing(app.db, {
      employerId: employer,
      category,
      title: 'Dogwalker at the edge',
      description: 'Walk dogs.',
      createdAt: new Date(minutesAgo(800).getTime() + 51_500),
    });
    const expected = [
      ['Dogwalker at the edge', 1],
      ['Dogwalker morning', 1],
      ['Dogwalker evening', 1],
      ['Dogwalker weekend', 1],
      ['House cleaner', 2],
      ['Pet sitter', 2],
    ];
    const all = await search({ category_code: category, q: 'dogwalk', limit: 10 });
    expect(all.jobs.map((job) => [job.title, job.rank])).toEqual(expected);
    expect(await pageThrough(category, 'dogwalk')).toEqual(expected);
  });

  it('gives the same pages as reading every listing, for common, rare, phrase and negated words', async () => {
    // More listings than the walk reads, with words from every third listing to one in 97, so a
    // search takes each path: the walk alone, the walk and the index, the index alone. Pairs of
    // listings share a creation time (the id breaks the tie); some are expired or full; they lie
    // on a grid about 2 km apart around the CBD, some without a place.
    const employer = await createEmployer(app.db, 'Outback Helpers');
    const category = 'HOSP';
    await app.db.execute(
      sql`insert into listings (employer_id, category_code, title, short_preview, description,
          location, latitude, longitude, expiry_date, max_applications, applications_count,
          created_at, pay_amount_cents, pay_unit, employment_type, hours_min, hours_max)
        select ${employer}::uuid, ${category},
          case when g % 50 = 0 then 'Numbat keeper ' || g else 'Helper ' || g end, '',
          'Task ' || g || ' with'
            || case when g % 3 = 0 then ' quokka' else '' end
            || case when g % 97 = 0 then ' wombat' else '' end
            || case when g % 7 = 0 then ' numbat' else '' end
            || case when g % 11 = 0 then ' green quokka' when g % 13 = 0 then ' quokka, green' else '' end,
          'Sydney',
          case when g % 23 = 0 then null else ${CBD.lat} + (g % 7 - 3) * 0.02 end,
          case when g % 23 = 0 then null else ${CBD.lng} + (g % 5 - 2) * 0.02 end,
          case when g % 10 = 4 then date '2000-01-01' else date '2999-12-31' end,
          5, case when g % 17 = 5 then 5 else 0 end,
          ${minutesAgo(4000).toISOString()}::timestamptz + make_interval(mins => g / 2),
          3000 + (g % 5) * 500, 'hour', 'casual', 8, 16
        from generate_series(1, ${2 * WALK + 37}) g`,
    );
    const today = marketToday(clock.now());
    /** Every open match of the words in the category, by a plain read of each listing. */
    async function everyMatch({ q, minHourlyCents = 0, radiusKm }: Search) {
      const rows = await queryRows<{ id: string; rank: number; lat: number; lng: number }>(
        app.db,
        sql`select l.id, case when ts_match_vq(l.search_head, w.q) then 1 else 2 end as rank,
            l.latitude as lat, l.longitude as lng
          from listings l, (select ${prefixQueryText(q)}::tsquery as q) w
          where l.category_code = ${category} and l.status = 'posted'
            and l.expiry_date >= ${today}::date and l.applications_count < l.max_applications
            and l.hourly_cents >= ${minHourlyCents} and ts_match_vq(l.search_all, w.q)
          order by rank, l.created_at desc, l.id desc`,
      );
      return rows
        .filter(
          (row) =>
            radiusKm === undefined ||
            (row.lat !== null && haversineKm(CBD, { lat: row.lat, lng: row.lng }) <= radiusKm),
        )
        .map((row) => [row.id, row.rank]);
    }
    async function everyPage({ q, minHourlyCents, radiusKm }: Search, limit: number) {
      const seen: [string, number | undefined][] = [];
      let cursor: Record<string, string | number> = {};
      for (let page = 0; page < 500; page += 1) {
        const result = await search({
          category_code: category,
          q,
          limit,
          ...(minHourlyCents === undefined ? {} : { min_hourly_cents: minHourlyCents }),
          ...(radiusKm === undefined ? {} : { lat: CBD.lat, long: CBD.lng, radius_km: radiusKm }),
          ...cursor,
        });
        seen.push(...result.jobs.map((job): [string, number | undefined] => [job.id, job.rank]));
        const last = result.jobs.at(-1);
        if (!result.has_more || !last) return seen;
        cursor = {
          before_created_at: last.created_at,
          before_id: last.id,
          before_rank: last.rank ?? 0,
        };
      }
      throw new Error('the pages did not end');
    }
    const searches: Search[] = [
      { q: 'quokka' },
      { q: 'wombat' },
      { q: 'numbat' },
      { q: 'numb' },
      { q: '"green quokka"' },
      { q: 'quokka -numbat' },
      { q: 'wombat or keeper' },
      { q: '-quokka' },
      { q: 'quokka', minHourlyCents: 4000 },
      { q: 'wombat', minHourlyCents: 4000 },
      { q: 'quokka', radiusKm: 3 },
      { q: 'numbat', radiusKm: 5 },
      { q: 'wombat or keeper', radiusKm: 5, minHourlyCents: 3500 },
      // Wider than MAX_SPAN_BANDS bands: the span reads the category newest first instead.
      { q: 'quokka', radiusKm: 50 },
    ];
    for (const wanted of searches) {
      const expected = await everyMatch(wanted);
      const name = JSON.stringify(wanted);
      expect(expected.length, name).toBeGreaterThan(0);
      for (const limit of [7, 20]) {
        expect(await everyPage(wanted, limit), `${name} by ${limit}`).toEqual(expected);
      }
    }
  });

  it('combines words with the radius and the minimum pay', async () => {
    const employer = await createEmployer(app.db, 'Cross Town Retail');
    const category = 'RETL';
    await createListing(app.db, {
      employerId: employer,
      category,
      title: 'Retail assistant Newtown',
      hourlyCents: 3400,
    });
    await createListing(app.db, {
      employerId: employer,
      category,
      title: 'Retail assistant Parramatta',
      lat: -33.815,
      lng: 151.0011,
      hourlyCents: 3400,
    });
    await createListing(app.db, {
      employerId: employer,
      category,
      title: 'Retail assistant senior',
      hourlyCents: 4500,
    });
    await createListing(app.db, {
      employerId: employer,
      category,
      title: 'Stock picker',
      hourlyCents: 4500,
    });
    const near = await search({
      category_code: category,
      q: 'assistant',
      lat: -33.8978,
      long: 151.1785,
      radius_km: 5,
      limit: 10,
    });
    expect(titles(near.jobs).sort()).toEqual([
      'Retail assistant Newtown',
      'Retail assistant senior',
    ]);
    const paid = await search({
      category_code: category,
      q: 'assistant',
      min_hourly_cents: 4000,
      limit: 10,
    });
    expect(titles(paid.jobs)).toEqual(['Retail assistant senior']);
  });

  it('follows the business name when the employer renames the business', async () => {
    const employer = await createEmployer(app.db, 'Old Name Pty');
    await createListing(app.db, { employerId: employer, category: 'OFFC', title: 'Receptionist' });
    expect((await search({ category_code: 'OFFC', q: 'zephyr' })).jobs).toEqual([]);
    await app.db.execute(
      sql`update employers set business_name = 'Zephyr Dental' where user_id = ${employer}::uuid`,
    );
    expect(titles((await search({ category_code: 'OFFC', q: 'zephyr' })).jobs)).toEqual([
      'Receptionist',
    ]);
  });

  it('finds a new listing with words that no listing held when they were last searched', async () => {
    const employer = await createEmployer(app.db, 'Late Poster');
    // Searched twice while absent: the second asks the GIN index first (absent-words.ts).
    for (let i = 0; i < 2; i += 1) {
      expect((await search({ category_code: 'PHYS', q: 'axolotl' })).jobs).toEqual([]);
    }
    // Held by another category's listing, the words are still absent from this one.
    await createListing(app.db, {
      employerId: employer,
      category: 'RETL',
      title: 'Axolotl keeper',
    });
    expect((await search({ category_code: 'PHYS', q: 'axolotl' })).jobs).toEqual([]);
    await createListing(app.db, {
      employerId: employer,
      category: 'PHYS',
      title: 'Axolotl trainer',
    });
    expect(titles((await search({ category_code: 'PHYS', q: 'axolotl' })).jobs)).toEqual([
      'Axolotl trainer',
    ]);
    const near = { lat: CBD.lat, long: CBD.lng, radius_km: 20 };
    expect(titles((await search({ category_code: 'PHYS', q: 'axolotl', ...near })).jobs)).toEqual([
      'Axolotl trainer',
    ]);
    expect(titles((await search({ category_code: 'RETL', q: 'axolotl' })).jobs)).toEqual([
      'Axolotl keeper',
    ]);
  });

  it('refuses words over the limit and a rank without the cursor', async () => {
    const long = await app.inject({
      method: 'GET',
      url: `/system/jobs/by-category?category_code=HOSP&q=${'a'.repeat(101)}`,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ detail: string }>().detail).toContain('Must be at most 100 characters.');
    const rank = await app.inject({
      method: 'GET',
      url: '/system/jobs/by-category?category_code=HOSP&q=barista&before_rank=1',
    });
    expect(rank.statusCode).toBe(400);
  });

  it('has GIN indexes of category-scoped words that serve a prefix query', async () => {
    // On a small table the planner would read it whole; with sequential scans off it shows which
    // index can serve the query (the bench measures the real plan at 100,000 listings).
    const plan = await app.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return queryRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain select id from listings
          where search_keys(search_all, category_code) @@ 'hosp.zyzzogeton:*'::tsquery`,
      );
    });
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain(
      'listings_search_all_keys_idx',
    );
    // Each word is scoped to its listing's category, positions and weights kept.
    const [keys] = await queryRows<{ keys: string }>(
      app.db,
      sql`select search_keys($$'it''s':1 'caf':2A$$::tsvector, 'HOSP')::text as keys`,
    );
    expect(keys?.keys).toBe(`'hosp.caf':2A 'hosp.it''s':1`);
  });

  it('has a band index that reads one latitude band newest first', async () => {
    // The span within a radius (ranked-search.ts) asks for a band with latitudeBand: the same
    // expression as the index's, or the planner could not use it. The plan is read on 3,000
    // listings spread over a degree around Sydney (analyzed), then they are rolled back.
    const employer = await createEmployer(app.db, 'Band Walkers');
    let plan = '';
    const rolledBack = await app.db
      .transaction(async (tx) => {
        await tx.execute(
          sql`insert into listings (employer_id, category_code, title, short_preview, description,
              location, latitude, longitude, expiry_date, max_applications, created_at,
              pay_amount_cents, pay_unit, employment_type, hours_min, hours_max)
            select ${employer}::uuid, (array['HOSP','RETL','EVNT','PHYS','OFFC','OTHR'])[1 + g % 6],
              'Band ' || g, '', 'Task ' || g, 'Sydney', -34.4 + (g % 997) / 997.0,
              150.7 + (g % 991) / 991.0, date '2999-12-31', 5,
              ${minutesAgo(9000).toISOString()}::timestamptz + make_interval(mins => g),
              3000, 'hour', 'casual', 8, 16
            from generate_series(1, 3000) g`,
        );
        await tx.execute(sql`analyze listings`);
        // Listings this fresh are not all-visible yet (vacuum marks them), so a bitmap scan and a
        // sort would look cheaper than the index's order on so few.
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_bitmapscan = off`);
        const rows = await queryRows<{ 'QUERY PLAN': string }>(
          tx,
          sql`explain select l.id, l.created_at from listings l
            where l.category_code = 'HOSP' and ${latitudeBand(sql`l.latitude`)} = -678
              and l.longitude between 151.1 and 151.3 and l.status = 'posted'
            order by l.created_at desc, l.id desc limit 300`,
        );
        plan = rows.map((row) => row['QUERY PLAN']).join('\n');
        tx.rollback();
      })
      .catch((error: unknown) => error instanceof TransactionRollbackError);
    expect(rolledBack).toBe(true);
    expect(plan).toMatch(/Index (Only )?Scan( Backward)? using listings_category_band_idx/);
    expect(plan).not.toContain('Sort');
  });
});
