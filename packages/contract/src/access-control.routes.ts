import { z } from 'zod';
import {
  AccessListListSchema,
  AccessListParamsSchema,
  AccessListSchema,
  AccessScanListSchema,
  AccessScanParamsSchema,
  AccessScanQuerySchema,
  AccessScanSchema,
  AnnulScanBodySchema,
  CreateAccessListBodySchema,
  ScanAnswerSchema,
  ScanBodySchema,
  ScannerListListSchema,
  UpdateAccessListBodySchema,
} from './access-control';
import { ClubHashParamsSchema } from './common/ids';
import { defineRoute } from './common/route';

const tags = ['access-control'];
const base = '/api/clubs/:clubHash';

/**
 * Access control at the door (issue 24): check-in lists and the scan log for those who run the
 * club (`accessControl.manage`); the list names and the scan itself also for door controllers
 * (profiles with `accessController`, `accessControl.scan`). Devices: access-devices.routes.ts.
 */
export const ACCESS_CONTROL_ROUTES = {
  accessLists: defineRoute({
    method: 'GET',
    path: `${base}/access-lists`,
    summary: 'The club’s check-in lists by name, with inside-now and admitted-today counters',
    tags,
    access: 'accessControl.manage',
    params: ClubHashParamsSchema,
    status: 200,
    response: AccessListListSchema,
  }),
  createAccessList: defineRoute({
    method: 'POST',
    path: `${base}/access-lists`,
    summary: 'Add a check-in list (a gate or an event’s tickets)',
    tags,
    access: 'accessControl.manage',
    params: ClubHashParamsSchema,
    body: CreateAccessListBodySchema,
    status: 201,
    response: AccessListSchema,
  }),
  updateAccessList: defineRoute({
    method: 'PATCH',
    path: `${base}/access-lists/:listHash`,
    summary: 'Rename a check-in list or change its rules (merge-patch)',
    tags,
    access: 'accessControl.manage',
    params: AccessListParamsSchema,
    body: UpdateAccessListBodySchema,
    status: 200,
    response: AccessListSchema,
  }),
  deleteAccessList: defineRoute({
    method: 'DELETE',
    path: `${base}/access-lists/:listHash`,
    summary: 'Remove a check-in list that has no scans yet',
    description: 'A list with scans keeps its log: 409.',
    tags,
    access: 'accessControl.manage',
    params: AccessListParamsSchema,
    status: 204,
    response: z.null(),
    errors: [409],
  }),
  scannerLists: defineRoute({
    method: 'GET',
    path: `${base}/access-control/scanner-lists`,
    summary: 'The check-in lists a controller may scan for (names only)',
    tags,
    access: 'accessControl.scan',
    params: ClubHashParamsSchema,
    status: 200,
    response: ScannerListListSchema,
  }),
  scan: defineRoute({
    method: 'POST',
    path: `${base}/access-control/scans`,
    summary: 'Check a member card or ticket at the door and log it',
    description:
      'Answers 200 with the result (admitted, refused, warning) and its reason, also for forged, ' +
      'malformed or foreign codes. The same nonce again answers the first scan.',
    tags,
    access: 'accessControl.scan',
    params: ClubHashParamsSchema,
    body: ScanBodySchema,
    status: 200,
    response: ScanAnswerSchema,
    errors: [404, 409, 429],
  }),
  scans: defineRoute({
    method: 'GET',
    path: `${base}/access-control/scans`,
    summary: 'The scan log, newest first, filterable by list, result, person or ticket and day',
    tags,
    access: 'accessControl.manage',
    params: ClubHashParamsSchema,
    query: AccessScanQuerySchema,
    status: 200,
    response: AccessScanListSchema,
  }),
  annulScan: defineRoute({
    method: 'POST',
    path: `${base}/access-control/scans/:scanHash/annul`,
    summary: 'Annul a scan with a reason (it no longer counts; a ticket may enter again)',
    tags,
    access: 'accessControl.manage',
    params: AccessScanParamsSchema,
    body: AnnulScanBodySchema,
    status: 200,
    response: AccessScanSchema,
    errors: [409],
  }),
} as const;
