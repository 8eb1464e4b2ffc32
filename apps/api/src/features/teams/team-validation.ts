import { TEAM_REQUIRED_FIELDS, TEAM_REQUIRED_FIELDS_MESSAGE } from '@tribuna/contract';
import type { FastifySchemaValidationError } from 'fastify';
import { errors } from '../../lib/errors';
import { schemaProblems } from '../../lib/schema-problems';

const REQUIRED = new Set<string>(TEAM_REQUIRED_FIELDS);

/**
 * Route-level schema error formatter for team create and edit: the same field-by-field body as
 * everywhere, but when Name, Sport, Category or Gender is missing or invalid (or there is no body
 * at all) the detail is the exact text of spec 5. Params and query keep the usual answers.
 */
export function teamSchemaErrorFormatter(
  validation: FastifySchemaValidationError[],
  dataVar: 'body' | 'headers' | 'params' | 'querystring',
): Error {
  if (dataVar === 'params') return errors.notFound();
  const problems = schemaProblems(validation, dataVar);
  const requiredProblem = dataVar === 'body' && problems.some((p) => REQUIRED.has(p.field) || p.field === 'body');
  return errors.validation(problems, requiredProblem ? TEAM_REQUIRED_FIELDS_MESSAGE : undefined);
}
