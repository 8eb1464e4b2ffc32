import fc from 'fast-check';
import { brokenEncoding, hostileJson, hostileQueryText, hostileRawBody, hostileString } from './hostile-values';
import { mutatedValue, validValue, type JsonSchema } from './json-schema-arbitraries';

/** One operation of the served OpenAPI document, as far as requests are concerned. */
export type OpenApiOperation = {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

export type MultipartPart = { name: string; value: string } | { name: string; filename: string; bytes: Uint8Array; type: string };

export type FuzzBody =
  | { kind: 'none' }
  | { kind: 'raw'; contentType: string | undefined; payload: string | Buffer }
  | { kind: 'multipart'; parts: MultipartPart[] };

/** Real files for upload routes (which declare no body schema): a small image and a CSV. */
export type UploadSamples = { image: Uint8Array; csv: Uint8Array };

/**
 * A generated request. `realClub` (half of the time) puts a real club hash in `{clubHash}`;
 * `realIds` puts identifiers seen in real answers in the other `{…Hash}` parameters.
 */
export type FuzzRequest = {
  method: string;
  /** Path segment values, already percent-encoded. */
  pathValues: Record<string, string>;
  query: string;
  body: FuzzBody;
  realClub: number | null;
  realIds: number | null;
};

/** Percent-encodes a path segment; lone surrogates become U+FFFD first (encodeURIComponent throws on them). */
export function encodeSegment(value: string): string {
  return encodeURIComponent(Buffer.from(value, 'utf8').toString('utf8'));
}

type Parameters = NonNullable<OpenApiOperation['parameters']>;
/** The well-formed and the hostile version of one part of a request. */
type Variants<T> = { valid: fc.Arbitrary<T>; mutated: fc.Arbitrary<T> };

function asQueryTexts(value: unknown): string[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item)));
  return [typeof value === 'string' ? value : JSON.stringify(value)];
}

function pathValues(parameters: Parameters): Variants<Record<string, string>> {
  const inPath = parameters.filter((p) => p.in === 'path');
  const valid = (p: Parameters[number]) => validValue(p.schema ?? {}).map((v) => encodeSegment(String(v)));
  const mutated = (p: Parameters[number]) =>
    fc.oneof(
      { arbitrary: valid(p), weight: 2 },
      { arbitrary: hostileString.map(encodeSegment), weight: 3 },
      { arbitrary: brokenEncoding, weight: 1 },
    );
  return {
    valid: fc.record(Object.fromEntries(inPath.map((p) => [p.name, valid(p)]))),
    mutated: fc.record(Object.fromEntries(inPath.map((p) => [p.name, mutated(p)]))),
  };
}

type Entries = [string, string][];
const noEntries = fc.constant<Entries>([]);
const search = (entries: Entries) => new URLSearchParams(entries).toString();

function queryString(parameters: Parameters): Variants<string> {
  const inQuery = parameters.filter((p) => p.in === 'query');
  const entries = (name: string, texts: fc.Arbitrary<string[]>) =>
    texts.map((values) => values.map((value): [string, string] => [name, value]));
  const valid = inQuery.map((p) => {
    const present = entries(p.name, validValue(p.schema ?? {}).map(asQueryTexts));
    return p.required ? present : fc.oneof(present, noEntries);
  });
  const mutated = inQuery.map((p) => {
    const texts = fc.oneof(
      { arbitrary: validValue(p.schema ?? {}).map(asQueryTexts), weight: 2 },
      { arbitrary: hostileQueryText.map((text) => [text]), weight: 3 },
      // A scalar sent twice arrives as an array.
      { arbitrary: fc.array(hostileQueryText, { minLength: 2, maxLength: 3 }), weight: 1 },
    );
    return fc.oneof({ arbitrary: entries(p.name, texts), weight: 4 }, { arbitrary: noEntries, weight: 1 });
  });
  const extra = fc.array(fc.tuple(fc.string({ maxLength: 10 }), hostileQueryText), { maxLength: 2 });
  return {
    valid: fc.tuple(...valid).map((all) => search(all.flat())),
    mutated: fc.tuple(fc.tuple(...mutated), extra, fc.option(brokenEncoding, { freq: 4 })).map(([all, more, broken]) => {
      const text = search([...all.flat(), ...more]);
      return broken ? `${text}&${broken}=${broken}` : text;
    }),
  };
}

const json =
  (contentType: string) =>
  (value: unknown): FuzzBody => ({ kind: 'raw', contentType, payload: JSON.stringify(value) ?? '' });
const raw = ([contentType, payload]: [string | undefined, string | Buffer]): FuzzBody => ({ kind: 'raw', contentType, payload });

function uploads(samples: UploadSamples): Variants<FuzzBody> {
  const realFile = fc.constantFrom<MultipartPart>(
    { name: 'file', filename: 'logo.png', bytes: samples.image, type: 'image/png' },
    { name: 'file', filename: 'people.csv', bytes: samples.csv, type: 'text/csv' },
  );
  const strangeFile = fc
    .tuple(
      fc.oneof(fc.constant('people.csv'), hostileString),
      fc.uint8Array({ maxLength: 512 }),
      fc.constantFrom('text/csv', 'image/png', 'application/octet-stream'),
    )
    .map(([filename, bytes, type]): MultipartPart => ({ name: 'file', filename, bytes, type }));
  const textFields = fc.array(fc.tuple(fc.constantFrom('note', 'type', 'name', 'file'), hostileString), { maxLength: 2 });
  return {
    valid: realFile.map((file): FuzzBody => ({ kind: 'multipart', parts: [file] })),
    mutated: fc.tuple(textFields, fc.option(fc.oneof(realFile, strangeFile), { freq: 5 })).map(([fields, file]): FuzzBody => ({
      kind: 'multipart',
      parts: [...fields.map(([name, value]) => ({ name, value })), ...(file ? [file] : [])],
    })),
  };
}

function bodies(method: string, operation: OpenApiOperation, samples: UploadSamples): Variants<FuzzBody> {
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  const upload = uploads(samples);
  const oddContentType = fc.constantFrom(undefined, 'text/plain', 'application/xml', 'application/json; charset=latin1');
  const fakeMultipart = fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=x', 'multipart/form-data; boundary=');
  const strange = [
    fc.tuple(oddContentType, hostileRawBody).map(raw),
    fc.tuple(fc.constant('application/json'), hostileRawBody).map(raw),
    fc.tuple(fakeMultipart, hostileRawBody).map(raw),
    upload.mutated,
  ];
  if (schema) {
    const contentTypes = method === 'PATCH' ? ['application/json', 'application/merge-patch+json'] : ['application/json'];
    const typed = (value: fc.Arbitrary<unknown>) => fc.tuple(fc.constantFrom(...contentTypes), value).map(([type, v]) => json(type)(v));
    return {
      valid: typed(validValue(schema)),
      mutated: fc.oneof({ arbitrary: typed(mutatedValue(schema)), weight: 6 }, ...strange.map((arbitrary) => ({ arbitrary, weight: 1 }))),
    };
  }
  if (method === 'GET' || method === 'HEAD') return { valid: fc.constant({ kind: 'none' }), mutated: fc.constant({ kind: 'none' }) };
  if (method === 'DELETE') return { valid: fc.constant({ kind: 'none' }), mutated: fc.oneof(...strange) };
  // No JSON body declared: an upload (multipart) or a bodiless action. Try both worlds.
  return {
    valid: fc.oneof(fc.constant<FuzzBody>({ kind: 'none' }), upload.valid),
    mutated: fc.oneof(...strange, hostileJson.map(json('application/json'))),
  };
}

/**
 * Requests for one operation of the document: a third entirely well-formed (they reach the
 * services), most with one part made hostile (path, query or body), the rest hostile throughout.
 */
export function requestsFor(method: string, operation: OpenApiOperation, samples: UploadSamples): fc.Arbitrary<FuzzRequest> {
  const parameters = operation.parameters ?? [];
  const path = pathValues(parameters);
  const query = queryString(parameters);
  const body = bodies(method, operation, samples);
  const request = (mutate: { path?: boolean; query?: boolean; body?: boolean }) =>
    fc
      .record({
        pathValues: mutate.path ? path.mutated : path.valid,
        query: mutate.query ? query.mutated : query.valid,
        body: mutate.body ? body.mutated : body.valid,
        realClub: fc.option(fc.nat(), { freq: 2 }),
        realIds: fc.option(fc.nat(), { freq: 2 }),
      })
      .map((parts): FuzzRequest => ({ method, ...parts }));
  return fc.oneof(
    { arbitrary: request({}), weight: 4 },
    { arbitrary: request({ path: true }), weight: 1 },
    { arbitrary: request({ query: true }), weight: 2 },
    { arbitrary: request({ body: true }), weight: 3 },
    { arbitrary: request({ path: true, query: true, body: true }), weight: 2 },
  );
}
