import fc from 'fast-check';
import { hostileJson, hostileNumber, hostileString } from './hostile-values';

/** The part of JSON Schema (OpenAPI 3.0 flavour) that the zod-generated document uses. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  /** OpenAPI 3.0 keeps one `example`; JSON Schema has `examples`. */
  example?: unknown;
  examples?: unknown[];
};

// From year 0 on purpose: a well-formed ISO day that PostgreSQL nevertheless refuses.
const FIRST_DAY = new Date('0000-01-01T00:00:00Z');
const LAST_DAY = new Date('9999-12-31T23:59:59Z');
const date = fc.date({ min: FIRST_DAY, max: LAST_DAY, noInvalidDate: true });

function patternString(pattern: string): fc.Arbitrary<string> | undefined {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return undefined; // a construct fast-check cannot invert: fall back to plain strings
  }
}

/** Exactly one match of a pattern (an unanchored one may otherwise come with any text around). */
function anchored(pattern: string): fc.Arbitrary<string> {
  return patternString(`^(?:${pattern})$`) ?? fc.constant('');
}

/** A string matching every pattern of an allOf (passwords: a lower, an upper, a digit, a symbol…). */
function allPatterns(parts: fc.Arbitrary<string>[], schema: JsonSchema): fc.Arbitrary<string> {
  const length = schema.minLength ?? 0;
  const filler = fc.string({ minLength: length, maxLength: length, unit: fc.constantFrom(...'abcXYZ123!') });
  return fc.tuple(filler, ...parts).map(([fill, ...pieces]) => (pieces.join('') + fill).slice(0, schema.maxLength ?? Infinity));
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date') return date.map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'date-time') return date.map((d) => d.toISOString());
  // A pattern is stricter than a format: zod's email pattern refuses much of fc.emailAddress().
  const fromPattern = schema.pattern ? patternString(schema.pattern) : undefined;
  if (fromPattern) return fromPattern;
  const required = (schema.allOf ?? []).flatMap((part) => (part.pattern ? [anchored(part.pattern)] : []));
  if (required.length > 0) return allPatterns(required, schema);
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uri') return fc.webUrl();
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 200));
  return fc.oneof(fc.string({ minLength, maxLength }), fc.string({ unit: 'grapheme', minLength, maxLength }));
}

function validInteger(schema: JsonSchema): fc.Arbitrary<number> {
  const min = BigInt(Math.max(schema.minimum ?? -1000, Number.MIN_SAFE_INTEGER));
  const max = BigInt(Math.min(schema.maximum ?? 1000, Number.MAX_SAFE_INTEGER));
  return fc.bigInt({ min, max: max < min ? min : max }).map(Number);
}

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type[0] : schema.type;
}

/** Values a well-behaved client could send for `schema` (best effort: zod may still refuse a few). */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  let base: fc.Arbitrary<unknown>;
  if (alternatives?.length) base = fc.oneof(...alternatives.map(validValue));
  // Documented examples pass checks a schema cannot express (a NIF's check letter).
  else if (schema.example !== undefined || schema.examples?.length) base = fc.constantFrom(...(schema.examples ?? [schema.example]));
  else if (schema.const !== undefined) base = fc.constant(schema.const);
  else if (schema.enum?.length) base = fc.constantFrom(...schema.enum);
  else {
    switch (typeOf(schema)) {
      case 'string':
        base = validString(schema);
        break;
      case 'integer':
        base = validInteger(schema);
        break;
      case 'number':
        base = fc.double({ min: schema.minimum, max: schema.maximum, noNaN: true, noDefaultInfinity: true });
        break;
      case 'boolean':
        base = fc.boolean();
        break;
      case 'array': {
        const minLength = schema.minItems ?? 0;
        const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, 4));
        base = fc.array(validValue(schema.items ?? {}), { minLength, maxLength });
        break;
      }
      case 'object':
        base = validObject(schema);
        break;
      default:
        base = fc.jsonValue({ maxDepth: 2 });
    }
  }
  return schema.nullable ? fc.option(base, { nil: null, freq: 6 }) : base;
}

function validObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, validValue(value)]));
  const requiredKeys = (schema.required ?? []).filter((key) => key in properties);
  const known = fc.record(model, { requiredKeys });
  const extra = schema.additionalProperties;
  if (!extra || Object.keys(properties).length > 0) return known;
  const values = extra === true ? fc.jsonValue({ maxDepth: 1 }) : validValue(extra);
  return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), values, { maxKeys: 4 });
}

/**
 * Mostly the right shape with hostile values planted at any depth: wrong types, controls,
 * numbers past the column, missing required fields, unknown extra fields.
 */
export function mutatedValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const type = typeOf(schema);
  const nearType = type === 'string' ? hostileString : type === 'integer' || type === 'number' ? hostileNumber : hostileJson;
  let shaped: fc.Arbitrary<unknown> = validValue(schema);
  if (type === 'object' && schema.properties) shaped = mutatedObject(schema);
  else if (type === 'array') shaped = fc.array(mutatedValue(schema.items ?? {}), { maxLength: 6 });
  return fc.oneof({ arbitrary: shaped, weight: 3 }, { arbitrary: nearType, weight: 2 }, { arbitrary: hostileJson, weight: 1 });
}

function mutatedObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, mutatedValue(value)]));
  // Required keys stay likely but may go missing: fast-check drops optional keys at random.
  const requiredKeys = (schema.required ?? []).filter((key) => key in properties);
  const known = fc.oneof(fc.record(model, { requiredKeys }), fc.record(model, { requiredKeys: [] }));
  const extra = fc.dictionary(fc.oneof(fc.string({ maxLength: 12 }), hostileString), hostileJson, { maxKeys: 3 });
  return fc.tuple(known, fc.option(extra, { freq: 3 })).map(([value, more]) => ({ ...(more ?? {}), ...value }));
}
