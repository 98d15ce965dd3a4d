// One generated request for a route: caller, Origin, path parameters, query string and JSON body,
// each valid-ish from the contract and then (usually) mutated.
import fc from 'fast-check';
import type { z } from 'zod/mini';
import { alignFor, hintsFor, type Align } from './aim';
import { encodeAny, jsonText, queryString } from './encoding';
import { applyMutation, mutationArbitrary, nastyString, type Mutation } from './mutations';
import type { Caller, FuzzRoute } from './routes';
import type { World } from './world';
import { validish, type Hints } from './zod-arbitrary';

export type OriginKind = 'none' | 'site' | 'foreign';

export interface FuzzRequest {
  caller: Caller;
  origin: OriginKind;
  url: string;
  /** Raw request body text, or undefined for none. */
  payload?: string;
  contentType?: string;
  /** The decoded JSON the body carries when it is JSON (for the local contract check). */
  bodyValue?: unknown;
  bodyIsJson: boolean;
  /** An extra key went into the body or the query: a strict contract must refuse it. */
  hasExtraKey: boolean;
}

const CALLERS: Caller[] = ['visitor', 'student', 'employer', 'moderator'];

function callerArbitrary(route: FuzzRoute): fc.Arbitrary<Caller> {
  return fc.oneof(
    { weight: 5, arbitrary: fc.constant(route.caller) },
    { weight: 2, arbitrary: fc.constantFrom(...CALLERS) },
  );
}

const originArbitrary = fc.oneof(
  { weight: 4, arbitrary: fc.constant<OriginKind>('none') },
  { weight: 4, arbitrary: fc.constant<OriginKind>('site') },
  { weight: 1, arbitrary: fc.constant<OriginKind>('foreign') },
);

/** Query strings no contract describes: broken escapes, bracket syntax, prototype keys. */
const junkQuery = fc.constantFrom(
  '',
  '%',
  '%zz=1',
  'a=%E0%A4%A',
  '__proto__[polluted]=1',
  '__proto__=x&constructor[prototype][polluted]=1',
  'a[]=1&a[]=2',
  '&&&==',
  `x=${'y'.repeat(20_000)}`,
);

/** Bodies that are not what any contract expects: broken or deeply nested JSON, other types. */
const junkBody = fc.constantFrom(
  { payload: '{"a":', contentType: 'application/json' },
  { payload: '{"__proto__":{"polluted":"FUZZXTRA-junk"}}', contentType: 'application/json' },
  {
    payload: '{"constructor":{"prototype":{"polluted":"FUZZXTRA-junk"}}}',
    contentType: 'application/json',
  },
  { payload: `${'['.repeat(5000)}${']'.repeat(5000)}`, contentType: 'application/json' },
  { payload: 'email=a@b.co', contentType: 'application/x-www-form-urlencoded' },
  { payload: 'hello', contentType: 'text/plain' },
  { payload: '', contentType: 'application/json' },
  { payload: '\u0000', contentType: 'application/json' },
  { payload: '"\\ud800"', contentType: 'application/json' },
);

function segmentArbitrary(real: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: real.map((v) => encodeAny(String(v))) },
    { weight: 2, arbitrary: nastyString.map(encodeAny) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '..', '%2e%2e', 'x'.repeat(5000), ' ') },
  );
}

function pathArbitrary(route: FuzzRoute, hints: Hints): fc.Arbitrary<string> {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
  if (names.length === 0) return fc.constant(route.path);
  const segments = names.map((name) => {
    const field = route.params?.[name];
    // Never blank: `/employer/listings/` (a bare space is trimmed off the URL) is the list,
    // another route with a contract of its own.
    return segmentArbitrary(field ? validish(field, hints, name) : fc.uuid()).filter(
      (segment) => segment.trim() !== '',
    );
  });
  return fc
    .tuple(...segments)
    .map((values) =>
      names.reduce((path, name, i) => path.replace(`:${name}`, values[i] ?? ''), route.path),
    );
}

interface Part {
  text?: string;
  value?: unknown;
  hasExtraKey: boolean;
}

function mutated(
  schema: z.ZodMiniType,
  hints: Hints,
  align: Align,
): fc.Arbitrary<{ base: unknown; m: Mutation }> {
  return fc.record({ base: validish(schema, hints).map(align), m: mutationArbitrary });
}

function queryArbitrary(route: FuzzRoute, hints: Hints, align: Align): fc.Arbitrary<Part> {
  // Junk is not held to the strict-schema rule: how a broken pair parses is the parser's business.
  const junk = junkQuery.map((text): Part => ({ text, hasExtraKey: false }));
  if (!route.query)
    return fc.oneof({ weight: 3, arbitrary: fc.constant({ hasExtraKey: false }) }, junk);
  return fc.oneof(
    {
      weight: 8,
      arbitrary: mutated(route.query, hints, align).map(({ base, m }): Part => {
        const result = applyMutation(base, m);
        return { text: queryString(result.value), hasExtraKey: result.hasExtraKey };
      }),
    },
    { weight: 1, arbitrary: junk },
  );
}

interface BodyPart extends Part {
  contentType?: string;
  isJson: boolean;
}

function bodyArbitrary(route: FuzzRoute, hints: Hints, align: Align): fc.Arbitrary<BodyPart> {
  const junk = junkBody.map((b): BodyPart => ({
    text: b.payload,
    contentType: b.contentType,
    isJson: false,
    hasExtraKey: false,
  }));
  const none = fc.constant<BodyPart>({ isJson: false, hasExtraKey: false });
  if (!route.body) {
    return route.method === 'GET' ? none : fc.oneof({ weight: 2, arbitrary: none }, junk);
  }
  return fc.oneof(
    {
      weight: 10,
      arbitrary: mutated(route.body, hints, align).map(({ base, m }): BodyPart => {
        const result = applyMutation(base, m);
        return {
          text: jsonText(result.value),
          value: result.value,
          contentType: 'application/json',
          isJson: true,
          hasExtraKey: result.hasExtraKey,
        };
      }),
    },
    { weight: 1, arbitrary: junk },
  );
}

export function requestArbitrary(route: FuzzRoute, world: World): fc.Arbitrary<FuzzRequest> {
  const hints = hintsFor(route, world);
  const align = alignFor(route, world);
  return fc
    .record({
      caller: callerArbitrary(route),
      origin: originArbitrary,
      path: pathArbitrary(route, hints),
      query: queryArbitrary(route, hints, align),
      body: bodyArbitrary(route, hints, align),
    })
    .map(({ caller, origin, path, query, body }) => ({
      caller,
      origin,
      url: query.text ? `${path}?${query.text}` : path,
      payload: body.text,
      contentType: body.contentType,
      bodyValue: body.value,
      bodyIsJson: body.isJson,
      hasExtraKey: query.hasExtraKey || body.hasExtraKey,
    }));
}
