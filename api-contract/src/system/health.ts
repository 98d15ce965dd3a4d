// The API's health check (system module).
import { z } from 'zod/mini';
import { isoDate } from '../common/schemas';

/** GET /health */
export const healthResponse = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  /**
   * The last day the minimum wage table has a rate for, and from 1 June a warning for the operator
   * when it has none for the coming 1 July (pay is still checked against the latest rate).
   */
  minimum_wage: z.object({ table_ends: isoDate, warning: z.nullable(z.string()) }),
});
export type HealthResponse = z.infer<typeof healthResponse>;
