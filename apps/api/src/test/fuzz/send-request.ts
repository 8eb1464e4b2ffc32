import { ErrorBodySchema } from '@tribuna/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { FuzzBody, FuzzRequest } from './operation-requests';

/** Real identifiers to put in path parameters: club hashes, and others seen in answers. */
export type KnownIds = { clubs: readonly string[]; others: readonly string[] };

const pick = (list: readonly string[], index: number | null) => (index !== null && list.length > 0 ? list[index % list.length] : undefined);

/** `{name}` placeholders of an OpenAPI path filled from the request, with real identifiers on demand. */
export function urlOf(pathTemplate: string, request: FuzzRequest, known: KnownIds): string {
  let position = 0;
  const path = pathTemplate.replace(/\{(\w+)\}/g, (_, name: string) => {
    position += 1;
    const real =
      name === 'clubHash'
        ? pick(known.clubs, request.realClub)
        : /Hash$/.test(name)
          ? pick(known.others, request.realIds === null ? null : request.realIds + position)
          : undefined;
    return real ?? request.pathValues[name] ?? 'missing';
  });
  return request.query ? `${path}?${request.query}` : path;
}

/** The body as bytes and content type; multipart is written by the platform's FormData. */
async function encodeBody(body: FuzzBody): Promise<{ payload?: string | Buffer; contentType?: string }> {
  if (body.kind === 'none') return {};
  if (body.kind === 'raw') return { payload: body.payload, contentType: body.contentType };
  const form = new FormData();
  for (const part of body.parts) {
    if ('filename' in part) form.append(part.name, new Blob([part.bytes], { type: part.type }), part.filename);
    else form.append(part.name, part.value);
  }
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type') ?? undefined };
}

let addressCounter = 0;

/**
 * Sends one generated request. Each comes from its own address so the per-address rate limits
 * (failed logins, sign-ups) do not end the run early or lock the signed-in manager out.
 */
export async function sendFuzzRequest(
  app: FastifyInstance,
  url: string,
  request: FuzzRequest,
  token: string | null,
): Promise<LightMyRequestResponse> {
  addressCounter += 1;
  const { payload, contentType } = await encodeBody(request.body);
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (contentType) headers['content-type'] = contentType;
  const options: InjectOptions = {
    method: request.method as InjectOptions['method'],
    url,
    headers,
    remoteAddress: `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`,
    ...(payload !== undefined ? { payload } : {}),
  };
  return app.inject(options);
}

/** Traces of internals that must never reach a client. */
const LEAKS = [
  /\n\s+at \S+/, // a stack frame
  /node_modules/,
  /\.(?:ts|js|mjs|cjs):\d+(?::\d+)?/, // a source position
  /\b[A-Z]\w*Error: /, // "TypeError: …", "DrizzleQueryError: …"
];

/** What is wrong with an answer, or null: a 5xx, a leaked internal, an error body off contract. */
export function problemWith(response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `status ${response.statusCode}`;
  const type = String(response.headers['content-type'] ?? '');
  if (!/json|text|html/.test(type)) return null;
  const leak = LEAKS.find((pattern) => pattern.test(response.body));
  if (leak) return `body leaks internals (${leak})`;
  if (response.statusCode >= 400 && type.includes('json')) {
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      return 'error body is not JSON';
    }
    if (!ErrorBodySchema.safeParse(body).success) return 'error body is not in the contract shape';
  }
  return null;
}
