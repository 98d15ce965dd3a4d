// An added field never breaks an older remote: each remote parses the API's answers with the
// schemas it was built with (api-contract is compiled into it), so when the API adds a field to
// an answer, a remote built before the change must still accept the answer. zod's objects strip
// keys they do not know; only a strict object (or one with a catch-all) would refuse them.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { allEndpoints } from './all-endpoints';

type Def = Record<string, unknown> & { type: string; catchall?: { _zod: { def: Def } } };
const isSchema = (value: unknown): value is z.ZodMiniType =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** The places in `schema` where an object refuses a key it does not know. */
function strictObjects(schema: z.ZodMiniType, at = '', seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as Def;
  const found: string[] = [];
  if (def.type === 'object' && def.catchall && def.catchall._zod.def.type !== 'unknown')
    found.push(at || '(root)');
  for (const [key, value] of Object.entries(def)) {
    if (key === 'catchall') continue;
    const children = isSchema(value)
      ? [[key, value] as const]
      : Array.isArray(value)
        ? value.filter(isSchema).map((v, i) => [`${key}[${i}]`, v] as const)
        : key === 'shape' && typeof value === 'object' && value !== null
          ? Object.entries(value).filter((entry): entry is [string, z.ZodMiniType] =>
              isSchema(entry[1]),
            )
          : [];
    for (const [name, child] of children)
      found.push(...strictObjects(child, `${at}.${name}`, seen));
  }
  return found;
}

describe('answers', () => {
  it('never refuse a field they do not know, in any response of the table', () => {
    const strict = allEndpoints.flatMap((e) =>
      strictObjects(e.response).map((at) => `${e.method} ${e.path} ${at}`),
    );
    expect(strict).toEqual([]);
  });
});
