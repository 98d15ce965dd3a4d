// PostgreSQL text cannot hold U+0000, so a NUL anywhere in a request (a string or a key of the
// body, query or path) is refused up front with 400, instead of failing the query with a 500.
// The contract's string schemas accept it; this keeps the API's answer the same on every route.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const NUL_DETAIL = 'Text must not contain NUL characters.';

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  // JSON nesting is bounded by the body limit; the depth cap only keeps the walk cheap.
  if (typeof value !== 'object' || value === null || depth > 64) return false;
  return Object.entries(value).some(
    ([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1),
  );
}

export default fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', (request, reply, done) => {
      if ([request.body, request.query, request.params].some((part) => containsNul(part))) {
        void reply.code(400).send({ detail: NUL_DETAIL });
        return;
      }
      done();
    });
  },
  { name: 'reject-nul' },
);
