import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fieldWithControlCharacters, IN_BODY, IN_PATH, IN_QUERY, refuseControlCharacters } from '../lib/control-characters';
import { guardMultipartReading, type MultipartMethods } from './input-guard-multipart';

/**
 * One guard for every route, before its validation: no string from outside (path, query,
 * body, form fields) carries control characters. PostgreSQL refuses NUL in text, and no field
 * of this product needs a control character (multi-line body texts keep tab and line breaks).
 * The 400 names the field. Multipart bodies are read later, by the route: see guardMultipartReading.
 */
export const inputGuardPlugin = fp(async (app) => {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const inPath = fieldWithControlCharacters(request.params, IN_PATH);
    if (inPath) refuseControlCharacters(inPath);
    const inQuery = fieldWithControlCharacters(request.query, IN_QUERY);
    if (inQuery) refuseControlCharacters(inQuery);
    const multipart = request as unknown as MultipartMethods;
    if (multipart.isMultipart?.()) guardMultipartReading(multipart);
    else {
      const inBody = fieldWithControlCharacters(request.body, IN_BODY);
      if (inBody) refuseControlCharacters(inBody);
    }
  });
});
