import fc from 'fast-check';

/**
 * Values nobody should send, grouped by what they attack. The API must answer each with a 4xx
 * in the contract's error shape, never a 500: they reach parsers, zod, services and PostgreSQL.
 */

/** C0 and C1 controls and DEL; NUL is refused by PostgreSQL text outright. */
const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\u0007', '\b', '\u000b', '\f', '\u001b', '\u001f', '\u007f', '\u0085', '\u009f'];

/** Unicode that trips naive code: bidi override, BOM, zero-width joiner, lone surrogates, astral. */
const TRICKY_UNICODE = ['\u202e', '\ufeff', '\u200d', '\ud800', '\udfff', '𝕏', '👨‍👩‍👧', 'ǅ', 'ß', 'İ', '\u0301'];

const controlString = fc
  .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...CONTROL_CHARACTERS), fc.string({ maxLength: 8 }))
  .map(([before, control, after]) => `${before}${control}${after}`);

/** Past every length limit (path parameters stop at 200) without slowing every request down. */
const longString = fc
  .constantFrom(300, 5_000, 70_000)
  .chain((length) => fc.constantFrom('a', 'é', '𝕏', '0', ' ').map((unit) => unit.repeat(length)));

const unicodeString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.string({ unit: 'grapheme', maxLength: 24 }),
  fc.array(fc.constantFrom(...TRICKY_UNICODE), { minLength: 1, maxLength: 6 }).map((parts) => parts.join('')),
);

/** Text that looks like something the server might interpret. */
const injectionLikeString = fc.constantFrom(
  "' OR 1=1 --",
  '%00',
  '../../etc/passwd',
  '${7*7}',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  '\\u0000',
  '9'.repeat(400),
  '-0',
  'NaN',
  '',
  ' ',
);

export const hostileString: fc.Arbitrary<string> = fc.oneof(controlString, longString, unicodeString, injectionLikeString);

/** Integers past every column's range (PostgreSQL integer is 32-bit), unsafe ones and floats. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31) - 1,
    2 ** 32,
    2 ** 53,
    2 ** 53 + 2,
    -(2 ** 53),
    Number.MAX_SAFE_INTEGER,
    1e21,
    1e308,
    -1e308,
    -1,
    0,
    -0,
    0.5,
    1.5,
    5e-324,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** `[[[…]]]` or `{"a":{"a":…}}`, deep enough to hurt recursive walkers but not JSON.stringify. */
export const deeplyNested: fc.Arbitrary<unknown> = fc.tuple(fc.integer({ min: 50, max: 3000 }), fc.boolean()).map(([depth, asArray]) => {
  let value: unknown = 'bottom\u0000';
  for (let i = 0; i < depth; i += 1) value = asArray ? [value] : { a: value };
  return value;
});

/** Prototype keys as own properties, as JSON.parse would make them. */
const prototypeKeys = fc.constantFrom(
  JSON.parse('{"__proto__":{"polluted":true}}') as unknown,
  JSON.parse('{"constructor":{"prototype":{"polluted":true}}}') as unknown,
);

const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.boolean(),
  fc.constant(null),
  fc.constant({}),
  fc.constant([]),
  fc.array(fc.oneof(fc.string({ maxLength: 6 }), fc.integer()), { maxLength: 4 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Any JSON value that does not belong where it is put. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 4 },
  { arbitrary: hostileNumber, weight: 3 },
  { arbitrary: wrongType, weight: 3 },
  { arbitrary: deeplyNested, weight: 1 },
  { arbitrary: prototypeKeys, weight: 1 },
);

/** Query values travel as text: numbers past the column, floats, exponents, hex, padding. */
export const hostileQueryText: fc.Arbitrary<string> = fc.oneof(
  hostileString,
  hostileNumber.map(String),
  fc.constantFrom('2147483648', '9007199254740993', '1e309', '-1', '0', '0.5', '0x1f', ' 1', 'Infinity', '1_000', '١٢٣'),
);

/** Already-encoded URL pieces that are not valid percent-encoding or UTF-8. */
export const brokenEncoding = fc.constantFrom('%FF', '%00', '%', '%E0%A4%A', '%C0%AF', '%2e%2e', '%2F', '%ED%A0%80');

/** Past the 1 MB body limit. */
const OVERSIZED_BODY = JSON.stringify({ text: 'x'.repeat(1_100_000) });

/** Whole request bodies that are not what any route expects. */
export const hostileRawBody: fc.Arbitrary<string | Buffer> = fc.oneof(
  fc.constantFrom('', 'null', '[]', '"x"', '{', '{"a":1,}', 'NaN', '1e999', '{"a":"\\u0000"}', '\u0000', OVERSIZED_BODY),
  fc.uint8Array({ maxLength: 256 }).map((bytes) => Buffer.from(bytes)),
);
