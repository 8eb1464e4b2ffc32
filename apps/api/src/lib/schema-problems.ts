import { describeIssue } from '@tribuna/contract';
import type { FastifySchemaValidationError } from 'fastify';
import type { FieldProblem } from './errors';

/**
 * Schema issues as field problems: `/user/username` -> `user.username` (a problem with the whole
 * input is reported on `context`, else `body`). A contract schema's message is a code and gets
 * the catalogue's text; zod's own checks get a generic code and keep zod's text.
 */
export function schemaProblems(validation: readonly FastifySchemaValidationError[], context?: string): FieldProblem[] {
  return validation.map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
    const { code, message } = describeIssue({ ...issue.params, code: issue.keyword, message: issue.message });
    return { field: path || context || 'body', code, message };
  });
}
