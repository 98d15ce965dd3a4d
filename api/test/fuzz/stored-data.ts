// "No extra field is ever stored": after the fuzzing, the database is searched for the marker
// every extra field carried, and the rows the API wrote are checked against the contract.
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  TEXT_AREA_MAX_LENGTH,
  applicationAnswer,
  applyRequest,
  listingQuestion,
  optionalText,
  requiredText,
  resumeFilename,
  SHORT_PREVIEW_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
} from 'api-contract';
import type { z } from 'zod/mini';
import { queryRows } from '../../src/db/client';
import { EXTRA_MARKER } from './mutations';

function rows<T extends Record<string, unknown>>(app: FastifyInstance, query: SQL): Promise<T[]> {
  return queryRows<T>(app.db, query);
}

/** table.column → data type of every column of the app's tables. */
export async function columnTypes(app: FastifyInstance): Promise<Record<string, string>> {
  const found = await rows<{ table_name: string; column_name: string; data_type: string }>(
    app,
    sql`select table_name, column_name, data_type from information_schema.columns
        where table_schema = current_schema() order by table_name, column_name`,
  );
  return Object.fromEntries(found.map((c) => [`${c.table_name}.${c.column_name}`, c.data_type]));
}

const TEXTUAL = new Set(['text', 'character varying', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED']);

/** Every textual or JSON cell that holds the extra-field marker, as 'table.column'. */
export async function cellsWithMarker(app: FastifyInstance): Promise<string[]> {
  const hits: string[] = [];
  for (const [name, type] of Object.entries(await columnTypes(app))) {
    if (!TEXTUAL.has(type)) continue;
    const [table = '', column = ''] = name.split('.');
    const [row] = await rows<{ n: number | string }>(
      app,
      sql`select count(*) as n from ${sql.identifier(table)}
          where ${sql.identifier(column)}::text like ${`%${EXTRA_MARKER}%`}`,
    );
    if (Number(row?.n ?? 0) > 0) hits.push(name);
  }
  return hits;
}

/** True when `schema` accepts the stored value unchanged (trimmed already, within limits). */
function storedAsContract(schema: z.ZodMiniType, value: unknown): boolean {
  const parsed = schema.safeParse(value);
  return parsed.success && parsed.data === value;
}

type Row = Record<string, unknown>;

const nullable = (schema: z.ZodMiniType) => (value: unknown) =>
  value === null || storedAsContract(schema, value);
const exact = (schema: z.ZodMiniType) => (value: unknown) => storedAsContract(schema, value);

/** Per table, the contract rule each column written from a request must obey. */
const RULES: Record<string, Record<string, (value: unknown) => boolean>> = {
  students: {
    full_name: exact(requiredText()),
    study: exact(optionalText(SHORT_TEXT_MAX_LENGTH)),
    institution: exact(optionalText(SHORT_TEXT_MAX_LENGTH)),
    about: nullable(optionalText()),
    experience: nullable(optionalText()),
    other_qualifications: nullable(optionalText()),
  },
  employers: {
    business_name: exact(requiredText()),
    description: nullable(optionalText()),
  },
  listings: {
    title: exact(requiredText()),
    short_preview: exact(requiredText(SHORT_PREVIEW_MAX_LENGTH)),
    description: exact(requiredText(TEXT_AREA_MAX_LENGTH)),
    location: exact(requiredText()),
  },
  questions: { text: exact(listingQuestion.shape.text) },
  applications: {
    preferred_email: exact(applyRequest.shape.preferred_email),
    phone_number: nullable(applyRequest.shape.phone_number),
    anything_else_answer: nullable(optionalText()),
  },
  answers: { answer: exact(applicationAnswer) },
  resumes: { file_name: exact(resumeFilename) },
  saved_resumes: { file_name: exact(resumeFilename) },
  saved_resume_uploads: { file_name: exact(resumeFilename) },
};

/** 'table.column = value' for every stored value the contract would not accept as it is. */
export async function valuesOffContract(app: FastifyInstance): Promise<string[]> {
  const problems: string[] = [];
  for (const [table, rules] of Object.entries(RULES)) {
    for (const row of await rows<Row>(app, sql`select * from ${sql.identifier(table)}`)) {
      for (const [column, allowed] of Object.entries(rules)) {
        const value = row[column];
        if (!allowed(value)) problems.push(`${table}.${column} = ${JSON.stringify(value)}`);
      }
    }
  }
  return problems;
}
