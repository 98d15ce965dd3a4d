import { sql } from 'drizzle-orm';
import { alias, PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { applications, listings } from '../../src/db/schema';
import { bare, bareList, tableAs } from '../../src/db/sql-names';

const text = (query: ReturnType<typeof sql>) => new PgDialect().sqlToQuery(query).sql;

describe('names of the schema in hand-written SQL', () => {
  const a = alias(applications, 'a');

  it('writes an alias as FROM, UPDATE and DELETE want it, and its columns through it', () => {
    expect(text(sql`update ${tableAs(a)} set ${bare(a.status)} = 'seen' returning ${a.id}`)).toBe(
      'update "applications" "a" set "status" = \'seen\' returning "a"."id"',
    );
  });

  it('writes columns bare for an INSERT list and a conflict target', () => {
    expect(text(sql`insert into ${listings} (${bareList(listings.id, listings.employerId)})`)).toBe(
      'insert into "listings" ("id", "employer_id")',
    );
  });

  it('refuses a table that is not an alias', () => {
    expect(() => tableAs(listings)).toThrow('not a table alias');
  });
});
