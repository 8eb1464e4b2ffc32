import { ClubHashParamsSchema } from './common/ids';
import { defineRoute } from './common/route';
import {
  PeopleImportCommitResponseSchema,
  PeopleImportParamsSchema,
  PeopleImportSchema,
  PeopleImportUploadQuerySchema,
  UpdatePeopleImportBodySchema,
} from './people-import';

const tags = ['people'];

/** Importing people from a CSV or XLSX file: upload, map and check, commit (managers). */
export const PEOPLE_IMPORT_ROUTES = {
  upload: defineRoute({
    method: 'POST',
    path: '/api/clubs/:clubHash/people/imports',
    summary: 'Upload a CSV or XLSX of people (multipart "file"): columns, preview and suggested mapping',
    tags,
    access: 'people.import',
    params: ClubHashParamsSchema,
    query: PeopleImportUploadQuerySchema,
    multipart: true,
    status: 201,
    response: PeopleImportSchema,
    // 429: more files are being read at once than the server reads in parallel.
    errors: [429],
  }),
  read: defineRoute({
    method: 'GET',
    path: '/api/clubs/:clubHash/people/imports/:importHash',
    summary: 'An import session: status, progress (processed of total), counts and row errors',
    tags,
    access: 'people.import',
    params: PeopleImportParamsSchema,
    status: 200,
    response: PeopleImportSchema,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/api/clubs/:clubHash/people/imports/:importHash',
    summary: 'Set the column mapping, type and rows to skip; validates every row (merge-patch)',
    tags,
    access: 'people.import',
    params: PeopleImportParamsSchema,
    body: UpdatePeopleImportBodySchema,
    status: 200,
    response: PeopleImportSchema,
    // 409: the import was already written.
    errors: [409],
  }),
  commit: defineRoute({
    method: 'POST',
    path: '/api/clubs/:clubHash/people/imports/:importHash/commit',
    summary: 'Write every row not skipped, all or none (409 while rows have errors)',
    tags,
    access: 'people.import',
    params: PeopleImportParamsSchema,
    status: 200,
    response: PeopleImportCommitResponseSchema,
    errors: [409],
  }),
} as const;
