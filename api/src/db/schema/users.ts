// Accounts. The role is fixed at sign-up (SPEC section 6), so it lives on the user row; a
// moderator's is given by an operator, never signed up for.
import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const USER_ROLES = ['student', 'employer', 'moderator'] as const;

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: USER_ROLES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Emails are unique whatever their case: Jo@x.au and jo@x.au are one person.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('student', 'employer', 'moderator')`),
  ],
);
