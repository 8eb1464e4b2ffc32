import { TEAM_REQUIRED_FIELDS, TEAM_REQUIRED_FIELDS_MESSAGE, type InvalidParam } from '@tribuna/contract';
import type { FastifySchemaValidationError } from 'fastify';
import { errors } from '../../lib/errors';

const REQUIRED = new Set<string>(TEAM_REQUIRED_FIELDS);

function byField(validation: FastifySchemaValidationError[], context: string): InvalidParam[] {
  const fields = new Map<string, string[]>();
  for (const issue of validation) {
    const path = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
    const field = path || context;
    fields.set(field, [...(fields.get(field) ?? []), issue.message ?? 'Invalid value']);
  }
  return [...fields].map(([field, messages]) => ({ field, errors: messages }));
}

/**
 * Route-level schema error formatter for team create and edit: the same field-by-field body as
 * everywhere, but when Name, Sport, Category or Gender is missing or invalid (or there is no body
 * at all) the detail is the exact text of spec 5. Params and query keep the usual answers.
 */
export function teamSchemaErrorFormatter(validation: FastifySchemaValidationError[], dataVar: 'body' | 'headers' | 'params' | 'querystring'): Error {
  if (dataVar === 'params') return errors.notFound();
  const params = byField(validation, dataVar === 'body' ? 'body' : dataVar);
  const requiredProblem =
    dataVar === 'body' && params.some((p) => REQUIRED.has(p.field) || p.field === 'body');
  return errors.validation(params, requiredProblem ? TEAM_REQUIRED_FIELDS_MESSAGE : undefined);
}
