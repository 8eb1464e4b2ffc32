import { ANY_CONTROL, fieldWithControlCharacters, IN_BODY, refuseControlCharacters } from '../lib/control-characters';
import { errors, isAppError } from '../lib/errors';

/** The multipart part shapes of @fastify/multipart, as far as this guard reads them. */
type Part = {
  type: 'file' | 'field';
  fieldname: string;
  filename?: string;
  value?: unknown;
  file?: NodeJS.ReadableStream;
  toBuffer?: () => Promise<Buffer>;
};

/** The request's multipart methods; present only in scopes that registered @fastify/multipart. */
export type MultipartMethods = {
  isMultipart?: () => boolean;
  file?: (...args: unknown[]) => Promise<Part | undefined>;
  files?: (...args: unknown[]) => AsyncIterable<Part>;
  parts?: (...args: unknown[]) => AsyncIterable<Part>;
};

/**
 * Busboy reports a broken form (no boundary, truncated data) with bare Errors: that is the
 * client's body, a 400. The plugin's own errors (limits: 413, prototype keys) carry a status.
 */
function asClientError(error: unknown): unknown {
  if (isAppError(error) || (error as { statusCode?: number }).statusCode) return error;
  return errors.validation([{ field: 'body', code: 'multipartMalformed' }]);
}

/** A part's name, file name and text; file contents are binary and never read here. */
function checkPart(part: Part): void {
  const dirtyName = ANY_CONTROL.test(part.fieldname) || (part.filename !== undefined && ANY_CONTROL.test(part.filename));
  const dirtyText = part.type === 'field' ? fieldWithControlCharacters(part.value, { ...IN_BODY, base: part.fieldname }) : null;
  if (dirtyName || dirtyText) {
    part.file?.resume(); // let the upload drain: the answer is already decided
    refuseControlCharacters(dirtyText ?? (ANY_CONTROL.test(part.fieldname) || !part.fieldname ? 'body' : part.fieldname));
  }
  const { toBuffer } = part;
  if (toBuffer) part.toBuffer = () => toBuffer.call(part).catch((error: unknown) => Promise.reject(asClientError(error)));
}

/**
 * Multipart bodies reach the route as a stream, after validation, through request.parts(),
 * file() or files(). For this request, all three read through one checked iterator, so every
 * part (text fields before a file included) is checked as the route reads it, and a malformed
 * form is the client's 400 rather than a 500.
 */
export function guardMultipartReading(request: MultipartMethods): void {
  const { parts } = request;
  if (!parts) return;
  const checkedParts = async function* (...args: unknown[]) {
    try {
      for await (const part of parts.apply(request, args)) {
        checkPart(part);
        yield part;
      }
    } catch (error) {
      throw asClientError(error);
    }
  };
  request.parts = checkedParts;
  // As @fastify/multipart's own file()/files(): the file parts of the same stream.
  request.file = async (...args) => {
    for await (const part of checkedParts(...args)) if (part.type === 'file') return part;
    return undefined;
  };
  request.files = async function* (...args: unknown[]) {
    for await (const part of checkedParts(...args)) if (part.type === 'file') yield part;
  };
}
