// Deleting an account (applications module: its applications go, and their other side is told).
import type { z } from 'zod/mini';
import { okResponse } from '../common/schemas';

/** DELETE /student/account response (no payload; followed by logout). */
export const deleteStudentAccountResponse = okResponse;
export type DeleteStudentAccountResponse = z.infer<typeof deleteStudentAccountResponse>;

/** DELETE /employer/account response. */
export const deleteEmployerAccountResponse = okResponse;
export type DeleteEmployerAccountResponse = z.infer<typeof deleteEmployerAccountResponse>;
