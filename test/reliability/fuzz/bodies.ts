import fc from 'fast-check';
import { scoreFields } from '@courtside/events';

/**
 * Random request bodies for the write-endpoint fuzz: mostly "nearly valid" bodies (every field
 * the endpoint asks for, plausibly filled, then one to three fields swapped for something
 * hostile, dropped, or joined by a stranger), so the hostile value reaches the deep layers
 * (the database, the event log) instead of bouncing off the first check; plus wholly random
 * objects and bodies that are not objects at all.
 */

/** A JSON number literal sent as written: JSON.stringify cannot write 1e999, -0 or 2**53+1. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text for a body that may hold RawJson literals (and own `__proto__` keys). */
export function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Field names the product's bodies use; each endpoint's own 422 answer adds the ones it needs. */
// prettier-ignore
export const knownFields = [
  'name', 'email', 'password', 'password_confirmation', 'current_password', 'code',
  'recovery_code', 'token', 'remember', 'kind', 'roles', 'permissions', 'guard', 'role',
  'league_id', 'league_ids', 'contest_id', 'team_id', 'first_team_id', 'second_team_id',
  'category_id', 'arena_id', 'sport_id', 'account_id', 'from_account_id', 'to_account_id',
  'delegate_id', 'referee_ids', 'statistician_id', 'scores', 'revision', 'expected_revision',
  'reason', 'time', 'location', 'round', 'rounds', 'number_of_teams', 'weeks', 'start_date',
  'groups', 'best_of', 'public', 'recreational', 'sort_index', 'season', 'city', 'address',
  'country', 'region', 'latitude', 'longitude', 'full_name', 'club', 'fees', 'standings_config',
  'tie_break_order',
  'video_zone', 'api_integration', 'is_absent', 'forfeit', 'index', 'parent_id', 'rows',
  'tabindex', 'action', 'team_ids', 'generate', ...scoreFields,
];

const words = fc.string({ minLength: 1, maxLength: 24 });
const deep = (depth: number, leaf: unknown, asArray: boolean): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i += 1) value = asArray ? [value] : { a: value };
  return value;
};

/** Values no field should choke on: each must get a 4xx, never a 5xx or a half-kept write. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    '\ud800',
    'a\udfffb',
    '\udc00\ud800',
    'Vojvodina \ud83d',
    '\u0000',
    'x\u0000y',
    new RawJson('1e308'),
    new RawJson('-1e308'),
    new RawJson('1e999'),
    new RawJson('-1e999'),
    new RawJson('1e-400'),
    new RawJson('-0'),
    new RawJson('9007199254740993'),
    new RawJson('-9007199254740993'),
    new RawJson('123456789012345678901234567890'),
    'NaN',
    'Infinity',
    '-0',
    '1e308',
    '9007199254740993',
    '',
    '   ',
    '\u202e\u0301',
    '😀'.repeat(300),
    '<script>alert(1)</script>',
    "'; DROP TABLE events; --",
    '../../etc/passwd',
    '2026-02-30',
    '9999-99-99T99:99:99Z',
    '-271821-04-20T00:00:00Z',
    '+275760-09-13T00:00:01Z',
    'x'.repeat(5_000),
    'é'.repeat(60_000),
    [],
    [1, 2, 3],
    {},
    { $gt: '' },
    { toString: 'x', valueOf: 1 },
    true,
    false,
    null,
    0,
    -1,
    2 ** 31,
    -(2 ** 31) - 1,
    1.5,
    deep(300, 1, true),
    deep(300, 'x', false),
    Object.defineProperty({}, '__proto__', { value: { admin: true }, enumerable: true }),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.double(),
  fc.integer(),
  fc.array(fc.oneof(fc.integer(), words), { maxLength: 4 }),
  fc.dictionary(words, fc.oneof(fc.integer(), words), { maxKeys: 3 }),
);

/** Records that exist in the test's world, so ids point somewhere. */
export interface FuzzWorld {
  ids: number[];
  /** An ISO time inside the stack contest's score window. */
  contestTime: string;
}

const score = fc.oneof(fc.integer({ min: 0, max: 250 }), fc.constant(null));
const scores = fc.record(
  Object.fromEntries(scoreFields.map((field) => [field, score])) as Record<string, typeof score>,
);

/** A value a user could well have typed into the field of that name. */
export function plausibleValue(field: string, world: FuzzWorld): fc.Arbitrary<unknown> {
  const id = fc.constantFrom(...world.ids);
  if ((scoreFields as readonly string[]).includes(field)) return score;
  if (field === 'scores') return scores;
  if (field.includes('email')) return fc.nat().map((n) => `fuzz-${n}@courtside.test`);
  if (field.includes('password')) return fc.constant('Fuzz#2026-password');
  if (field.endsWith('_ids')) return fc.array(id, { maxLength: 3 });
  if (field === 'id' || field.endsWith('_id')) return id;
  if (field.includes('revision')) return fc.integer({ min: 0, max: 8 });
  if (field === 'time') return fc.constant(world.contestTime);
  if (field.includes('date') || field === 'from' || field === 'to')
    return fc.constant('2026-05-02');
  if (field === 'code' || field === 'recovery_code') return fc.stringMatching(/^\d{6}$/);
  if (field === 'roles') return fc.constantFrom(['referee'], ['delegate'], []);
  if (field === 'permissions') return fc.constantFrom(['view.contests'], []);
  if (field === 'role') return fc.constantFrom('referee', 'delegate', 'statistician');
  if (field === 'kind') return fc.constantFrom('official', 'league', 'tournament', 'playoff');
  if (['round', 'rounds', 'weeks', 'groups', 'best_of', 'index', 'sort_index'].includes(field)) {
    return fc.integer({ min: 0, max: 8 });
  }
  if (field === 'number_of_teams') return fc.integer({ min: 1, max: 22 });
  if (['public', 'recreational', 'remember', 'forfeit', 'is_absent'].includes(field)) {
    return fc.boolean();
  }
  return fc.oneof(words, fc.integer({ min: 0, max: 10 }), fc.boolean());
}

type Mutation =
  { field: string; action: 'hostile'; value: unknown } | { field: string; action: 'drop' };

/** A body for an endpoint that asks for `fields`. */
export function fuzzBody(fields: string[], world: FuzzWorld): fc.Arbitrary<unknown> {
  const own = fields.length > 0 ? fields : ['name'];
  const valid = fc.record(
    Object.fromEntries(own.map((field) => [field, plausibleValue(field, world)])),
  );
  const anyField = fc.oneof(
    fc.constantFrom(...own),
    fc.constantFrom(...knownFields, '__proto__', 'constructor', 'unknown_field'),
  );
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({
        field: anyField,
        action: fc.constant('hostile' as const),
        value: hostileValue,
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        field: fc.constantFrom(...own),
        action: fc.constant('drop' as const),
      }),
    },
  );
  const nearlyValid = fc
    .tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 3 }))
    .map(([body, mutations]) => {
      const out: Record<string, unknown> = { ...body };
      for (const change of mutations) {
        if (change.action === 'drop') delete out[change.field];
        else
          Object.defineProperty(out, change.field, {
            value: change.value,
            enumerable: true,
            writable: true,
            configurable: true,
          });
      }
      return out;
    });
  const randomObject = fc.dictionary(anyField, fc.oneof(hostileValue, plausibleValue('x', world)), {
    maxKeys: 6,
  });
  return fc.oneof(
    { weight: 6, arbitrary: nearlyValid },
    { weight: 2, arbitrary: randomObject },
    { weight: 1, arbitrary: hostileValue },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** Text for a path parameter: mostly the real record's id, sometimes anything but. */
export function fuzzParam(real: number | string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant(String(real)) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '999999',
        '0',
        '-1',
        '1.5',
        'abc',
        '1e308',
        '9007199254740993',
        '99999999999999999999',
        'NaN',
        '%ED%A0%80',
        '%00',
        '%F0%9F%98%80',
        'x'.repeat(300),
        `${real}%20`,
        `0${real}`,
      ),
    },
  );
}
