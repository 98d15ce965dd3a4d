// System lists seeded at every start (ARCHITECTURE.md, "Decisions the spec leaves open").
import { integer, pgTable, text } from 'drizzle-orm/pg-core';

export const qualifications = pgTable('qualifications', {
  code: text('code').primaryKey(),
  label: text('label').notNull(),
});

export const categories = pgTable('categories', {
  code: text('code').primaryKey(),
  displayName: text('display_name').notNull(),
  // The screens show HOSP and RETL first and OTHR last (SPEC section 9).
  sortOrder: integer('sort_order').notNull(),
});
