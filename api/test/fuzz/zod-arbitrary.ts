// Valid-ish values for a zod schema of the shared contract: mostly inside the schema's limits, so
// requests get past validation and reach the handlers; the mutations then push them outside.
// Reads zod 4's schema definitions (`_zod.def`), which the contract's schemas all expose.
import fc from 'fast-check';
import type { z } from 'zod/mini';

/** Generators by field name, for values the schema cannot know (ids of real rows, codes). */
export type Hints = Readonly<Record<string, fc.Arbitrary<unknown>>>;

interface Check {
  check?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  pattern?: RegExp;
}

interface Def {
  type: string;
  format?: string;
  pattern?: RegExp;
  checks?: { _zod: { def: Check } }[];
  shape?: Record<string, z.ZodMiniType>;
  innerType?: z.ZodMiniType;
  element?: z.ZodMiniType;
  keyType?: z.ZodMiniType;
  valueType?: z.ZodMiniType;
  options?: z.ZodMiniType[];
  entries?: Record<string, string>;
  values?: unknown[];
  in?: z.ZodMiniType;
}

function defOf(schema: z.ZodMiniType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

function checksOf(def: Def): Check[] {
  return (def.checks ?? []).map((c) => c._zod.def);
}

/** Long valid strings slow every run down without finding more; cap the valid-ish length. */
const VALIDISH_MAX_LENGTH = 24;

const DAY_MS = 86_400_000;
const dates = fc
  .integer({ min: Date.parse('2024-01-01') / DAY_MS, max: Date.parse('2028-12-31') / DAY_MS })
  .map((day) => new Date(day * DAY_MS));

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  if (def.format === 'guid' || def.format === 'uuid') return fc.uuid();
  if (def.format === 'date') return dates.map((d) => d.toISOString().slice(0, 10));
  if (def.format === 'datetime') return dates.map((d) => d.toISOString());
  const checks = checksOf(def);
  const min = Math.max(0, ...checks.map((c) => (c.check === 'min_length' ? (c.minimum ?? 0) : 0)));
  const max = Math.min(
    ...checks.map((c) => (c.check === 'max_length' ? (c.maximum ?? Infinity) : Infinity)),
  );
  const found = checks.find((c) => c.format === 'regex')?.pattern ?? def.pattern;
  if (found) {
    // stringMatching refuses the i flag; the lower-case matches are valid either way.
    const pattern = new RegExp(found.source, found.flags.replace('i', ''));
    return fc.stringMatching(pattern).filter((s) => s.length <= max && s.length >= min);
  }
  return fc.string({
    minLength: min,
    maxLength: Math.max(min, Math.min(max, VALIDISH_MAX_LENGTH)),
    unit: 'grapheme',
  });
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  let min = -1e6;
  let max = 1e6;
  let integer = false;
  let exclusiveMin = false;
  for (const c of checksOf(def)) {
    if (c.check === 'number_format' && c.format?.includes('int')) integer = true;
    if (c.check === 'greater_than' && c.value !== undefined) {
      min = c.value;
      exclusiveMin = c.inclusive === false;
    }
    if (c.check === 'less_than' && c.value !== undefined) max = c.value;
  }
  if (integer) return fc.integer({ min: exclusiveMin ? min + 1 : min, max });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true, minExcluded: exclusiveMin });
}

/** A valid-ish value of `schema`; `hints` replace the generator of fields with those names. */
export function validish(
  schema: z.ZodMiniType,
  hints: Hints = {},
  key = '',
): fc.Arbitrary<unknown> {
  const hint = hints[key];
  if (hint) return hint;
  const def = defOf(schema);
  const inner = (s: z.ZodMiniType | undefined) =>
    s ? validish(s, hints, key) : fc.constant(undefined);
  switch (def.type) {
    case 'string':
      return stringArbitrary(def);
    case 'number':
      return numberArbitrary(def);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'literal':
      return fc.constantFrom(...(def.values ?? []));
    case 'optional':
    case 'default':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 4 });
    case 'array':
      return fc.array(inner(def.element), { maxLength: 3 });
    case 'record':
      return fc.dictionary(
        inner(def.keyType).map(String),
        def.valueType ? validish(def.valueType, hints) : fc.anything(),
        { maxKeys: 3 },
      );
    case 'object':
      return objectArbitrary(def.shape ?? {}, hints);
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => validish(option, hints, key)));
    case 'pipe':
      return inner(def.in);
    default:
      return fc.anything();
  }
}

function objectArbitrary(shape: Record<string, z.ZodMiniType>, hints: Hints) {
  const fields = Object.fromEntries(
    Object.entries(shape).map(([name, field]) => [name, validish(field, hints, name)]),
  );
  // Optional fields come out as undefined; drop them so the JSON holds only present keys.
  return fc
    .record(fields)
    .map((value) =>
      Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)),
    );
}
