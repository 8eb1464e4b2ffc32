import { z } from 'zod';
import { ClubHashParamsSchema } from './common/ids';
import { defineRoute } from './common/route';
import {
  AuditLogQuerySchema,
  AuditLogSchema,
  CreateErasureBodySchema,
  DataExportQuerySchema,
  ErasurePlanSchema,
  ErasureRequestListSchema,
  ErasureRequestParamsSchema,
  ErasureRequestSchema,
  PersonDataParamsSchema,
} from './data-rights';

/** A file answer (JSON, PDF, ZIP): the client reads a Blob, the schema documents nothing. */
const FileSchema = z.any();

/**
 * Audit and data rights (issue 25 part 4): those who run the club read the audit log, export a
 * person's data, ask for and approve erasures, and export the whole club.
 */
export const DATA_RIGHTS_ROUTES = {
  auditLog: defineRoute({
    method: 'GET',
    path: '/api/clubs/:clubHash/audit-log',
    summary: 'The club’s audit log, newest first, by person, day range and group (keyset paged)',
    tags: ['data-rights'],
    access: 'dataRights.audit',
    params: ClubHashParamsSchema,
    query: AuditLogQuerySchema,
    status: 200,
    response: AuditLogSchema,
  }),
  personExport: defineRoute({
    method: 'GET',
    path: '/api/clubs/:clubHash/people/:personHash/data-export',
    summary: 'Everything the club holds about a person (GDPR access), as JSON or PDF; a guardian’s includes the children',
    description: 'No secrets: no QR identifiers, card keys, ticket codes, tokens or password hashes; IBANs show their last four digits.',
    tags: ['data-rights'],
    access: 'dataRights.manage',
    params: PersonDataParamsSchema,
    query: DataExportQuerySchema,
    forbidWhileImpersonating: true,
    status: 200,
    response: FileSchema,
    download: true,
  }),
  erasurePreview: defineRoute({
    method: 'GET',
    path: '/api/clubs/:clubHash/people/:personHash/erasure-preview',
    summary: 'Dry run of an erasure: what would be erased, anonymised or kept, and why',
    tags: ['data-rights'],
    access: 'dataRights.manage',
    params: PersonDataParamsSchema,
    status: 200,
    response: ErasurePlanSchema,
  }),
  erasureList: defineRoute({
    method: 'GET',
    path: '/api/clubs/:clubHash/erasure-requests',
    summary: 'The club’s erasure requests, open ones first, with their legal deadline',
    tags: ['data-rights'],
    access: 'dataRights.manage',
    params: ClubHashParamsSchema,
    status: 200,
    response: ErasureRequestListSchema,
  }),
  erasureCreate: defineRoute({
    method: 'POST',
    path: '/api/clubs/:clubHash/erasure-requests',
    summary: 'Ask to erase a person (the dry run is kept with the request); another manager approves',
    tags: ['data-rights'],
    access: 'dataRights.manage',
    params: ClubHashParamsSchema,
    body: CreateErasureBodySchema,
    forbidWhileImpersonating: true,
    status: 201,
    response: ErasureRequestSchema,
    errors: [404, 409],
  }),
  erasureApprove: defineRoute({
    method: 'POST',
    path: '/api/clubs/:clubHash/erasure-requests/:requestHash/approve',
    summary: 'Approve an erasure (a manager other than the requester): the person is disabled now and erased after 14 days',
    tags: ['data-rights'],
    access: 'dataRights.manage',
    params: ErasureRequestParamsSchema,
    forbidWhileImpersonating: true,
    status: 200,
    response: ErasureRequestSchema,
    errors: [409],
  }),
  erasureCancel: defineRoute({
    method: 'POST',
    path: '/api/clubs/:clubHash/erasure-requests/:requestHash/cancel',
    summary: 'Cancel an erasure awaiting approval, or undo a scheduled one within its 14 days (the person is restored)',
    tags: ['data-rights'],
    access: 'dataRights.manage',
    params: ErasureRequestParamsSchema,
    forbidWhileImpersonating: true,
    status: 200,
    response: ErasureRequestSchema,
    errors: [409],
  }),
  clubExport: defineRoute({
    method: 'GET',
    path: '/api/clubs/:clubHash/data-export',
    summary: 'The whole club’s data as a ZIP of JSON files and stored images, for a club that leaves',
    description:
      'One JSON file per table (the club’s rows; no secrets: tokens, keys, QR identifiers, ticket codes, password hashes), plus the people’s photos.',
    tags: ['data-rights'],
    access: 'dataRights.manage',
    params: ClubHashParamsSchema,
    forbidWhileImpersonating: true,
    status: 200,
    response: FileSchema,
    download: true,
    errors: [429],
  }),
} as const;
