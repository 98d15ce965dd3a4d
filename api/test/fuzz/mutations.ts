// The hostile half of the fuzzing: one mutation applied to a valid-ish value. Each mutation is a
// small record fast-check generates (and shrinks), applied by pure functions below.
import fc from 'fast-check';

/** Every value an extra field carries contains this marker, so the database can be searched. */
export const EXTRA_MARKER = 'FUZZXTRA';

/** Keys that must never become properties of anything: the prototype-pollution classics. */
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

const HUGE_LENGTH = 100_000;

/** Strings that break naive code: emoji, RTL marks, NUL, lone surrogates, combining marks. */
export const nastyString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDFFFy',
    '👩‍👩‍👧‍👦🇦🇺',
    '\u202Egnp.exe',
    'שלום עולם',
    'ﷺ',
    'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ',
    '\r\n\t',
    '\\u0000',
    "'; drop table users; --",
    '%00%2e%2e%2f',
    '${7*7}{{7*7}}',
    '<script>alert(1)</script>',
    '1e309',
    'NaN',
    '-0',
    'null',
    'true',
    '[]',
    '{}',
  ),
  fc.string({ unit: 'binary', maxLength: 16 }),
);

const hugeString = fc.constantFrom(
  'x'.repeat(HUGE_LENGTH),
  '😀'.repeat(HUGE_LENGTH / 2),
  ' '.repeat(HUGE_LENGTH),
  '\u0000'.repeat(HUGE_LENGTH),
);

/** Values of the wrong type for almost any field. */
const wrongValue = fc.constantFrom<unknown>(
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  true,
  false,
  null,
  [],
  [null],
  {},
  { a: 1 },
  '',
  '0',
  'abc',
);

export type MutationKind =
  'none' | 'drop' | 'wrongType' | 'extra' | 'protoKey' | 'huge' | 'unicode' | 'root';

export interface Mutation {
  kind: MutationKind;
  /** Picks the place: an index into the value's paths, taken modulo their number. */
  pick: number;
  replacement: unknown;
  extraKey: string;
}

function mutation(
  kind: MutationKind,
  parts: { replacement?: fc.Arbitrary<unknown>; extraKey?: fc.Arbitrary<string> } = {},
): fc.Arbitrary<Mutation> {
  return fc.record({
    kind: fc.constant(kind),
    pick: fc.nat(),
    replacement: parts.replacement ?? fc.constant(undefined),
    extraKey: parts.extraKey ?? fc.constant('x'),
  });
}

export const mutationArbitrary: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 3, arbitrary: mutation('none') },
  { weight: 2, arbitrary: mutation('drop') },
  { weight: 2, arbitrary: mutation('wrongType', { replacement: wrongValue }) },
  {
    weight: 2,
    arbitrary: mutation('extra', {
      extraKey: fc.oneof(fc.constantFrom('id', 'role', 'user_id', 'status', 'x'), fc.string()),
    }),
  },
  { weight: 2, arbitrary: mutation('protoKey', { extraKey: fc.constantFrom(...PROTO_KEYS) }) },
  { weight: 1, arbitrary: mutation('huge', { replacement: hugeString }) },
  { weight: 2, arbitrary: mutation('unicode', { replacement: nastyString }) },
  {
    weight: 1,
    arbitrary: mutation('root', {
      replacement: fc.constantFrom<unknown>([], 'body', 42, null, true, [{}]),
    }),
  },
);

type Path = (string | number)[];

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every path below `value` (not the root itself), containers before their children. */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, i) => [[...prefix, i], ...pathsOf(item, [...prefix, i])]);
  }
  if (isObject(value)) {
    return Object.entries(value).flatMap(([k, v]) => [
      [...prefix, k],
      ...pathsOf(v, [...prefix, k]),
    ]);
  }
  return [];
}

/** Sets an own property, even one named `__proto__`, so JSON.stringify writes it as a key. */
function setOwn(target: Record<string, unknown> | unknown[], key: string | number, value: unknown) {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

function parentOf(root: unknown, path: Path): unknown {
  let node = root;
  for (const step of path.slice(0, -1)) {
    node = (node as Record<string | number, unknown>)[step];
  }
  return node;
}

export interface Mutated {
  value: unknown;
  /** True when an extra key was added: a strict contract schema must refuse the request. */
  hasExtraKey: boolean;
}

/** Applies `mutation` to a deep copy of `value`. */
export function applyMutation(value: unknown, mutation: Mutation): Mutated {
  const copy: unknown = structuredClone(value);
  const paths = pathsOf(copy);
  const pickFrom = (list: Path[]) => list[mutation.pick % Math.max(1, list.length)];
  switch (mutation.kind) {
    case 'none':
      return { value: copy, hasExtraKey: false };
    case 'root':
      return { value: mutation.replacement, hasExtraKey: false };
    case 'extra':
    case 'protoKey': {
      // Into the root or any nested object.
      const objects: Path[] = [[], ...paths.filter((p) => isObject(nodeAt(copy, p)))];
      const path = pickFrom(objects) ?? [];
      const target = nodeAt(copy, path);
      if (!isObject(target)) return { value: copy, hasExtraKey: false };
      const marker = `${EXTRA_MARKER}-${mutation.pick}`;
      const extraValue =
        mutation.kind === 'protoKey' ? { polluted: marker, isAdmin: true } : marker;
      setOwn(target, mutation.extraKey, extraValue);
      return { value: copy, hasExtraKey: true };
    }
    case 'drop':
    case 'wrongType':
    case 'huge':
    case 'unicode': {
      const path = pickFrom(
        mutation.kind === 'drop' ? paths.filter((p) => typeof p.at(-1) === 'string') : paths,
      );
      if (!path) return { value: copy, hasExtraKey: false };
      const parent = parentOf(copy, path) as Record<string | number, unknown>;
      const last = path.at(-1) ?? '';
      if (mutation.kind === 'drop') {
        delete parent[last];
      } else if (mutation.kind === 'unicode' && typeof parent[last] === 'string') {
        // Half the time around the valid value, so the field may still pass its checks.
        parent[last] =
          mutation.pick % 2 === 0
            ? `${String(parent[last])}${String(mutation.replacement)}`
            : mutation.replacement;
      } else {
        setOwn(parent, last, mutation.replacement);
      }
      return { value: copy, hasExtraKey: false };
    }
  }
}

function nodeAt(root: unknown, path: Path): unknown {
  let node = root;
  for (const step of path) node = (node as Record<string | number, unknown>)[step];
  return node;
}
