// Check constraints need literal numbers in the DDL, not bound parameters.
import { sql, type SQL } from 'drizzle-orm';

export const limit = (value: number): SQL => sql.raw(String(value));
