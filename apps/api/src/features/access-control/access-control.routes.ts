import { ACCESS_CONTROL_ROUTES as ROUTES } from '@tribuna/contract/access-control.routes';
import type { FastifyPluginAsync } from 'fastify';
import { enforce, type RateLimiter } from '../../lib/rate-limit/rate-limiter';
import { registerRoute, type ApiScope } from '../../lib/route/register-route';
import type { AccessControlData } from './access-control.data';
import { ACCESS_CONTROL_RATE_RULES } from './access-control.rate-limits';
import { authenticateDevice, checkDeviceScope, deviceSecretOf } from './devices/device-auth';
import type { DevicesData } from './devices/devices.data';
import { AccessListsService } from './lists/lists.service';
import { ScanLogService } from './log/scan-log.service';
import type { DoorCache } from './scan/door-cache';
import type { ScanService } from './scan/scan.service';
import type { ScanLogLists } from './log/scan-log-lists';

export type AccessControlRoutesOptions = {
  data: AccessControlData;
  devices: DevicesData;
  limiter: RateLimiter;
  /** The process's one scan service (its batches) and door cache, shared with the devices' routes. */
  scans: ScanService;
  cache: DoorCache;
  /** The scan log's kept lists, which the scan batches clear (log/scan-log-lists.ts). */
  logLists?: ScanLogLists;
};

/** Check-in lists, the scan and the scan log (issue 24). */
export const accessControlRoutes: FastifyPluginAsync<AccessControlRoutesOptions> = async (
  scope,
  { data, devices, limiter, scans, cache, logLists },
) => {
  const app = scope as ApiScope;
  const lists = new AccessListsService(data);
  const log = new ScanLogService(data, logLists);

  registerRoute(app, ROUTES.accessLists, ({ ctx, request }) => lists.lists(ctx, request.url));
  registerRoute(app, ROUTES.createAccessList, ({ ctx, body }) => lists.create(ctx, body));
  registerRoute(app, ROUTES.updateAccessList, ({ ctx, params, body }) => lists.update(ctx, params.listHash, body));
  registerRoute(app, ROUTES.deleteAccessList, ({ ctx, params }) => lists.remove(ctx, params.listHash).then(() => null));
  registerRoute(app, ROUTES.scannerLists, ({ ctx, request }) => lists.scannerLists(ctx, request.url));
  registerRoute(app, ROUTES.scan, async ({ ctx, body, reply, request }) => {
    // Per account and per registered phone: a script cannot try codes at speed from either.
    const secret = deviceSecretOf(request);
    const device = secret ? await authenticateDevice(devices.read.devices, ctx.club.id, secret, new Date(), cache) : null;
    enforce(
      reply,
      await limiter.hit(ACCESS_CONTROL_RATE_RULES.scansPerAccount, String(ctx.viewer.userId)),
      ...(device ? [await limiter.hit(ACCESS_CONTROL_RATE_RULES.scansPerDevice, String(device.id))] : []),
    );
    return scans.scan(ctx, body, device && { id: device.id, name: device.name, check: (list) => checkDeviceScope(device, list) });
  });
  registerRoute(app, ROUTES.scans, ({ ctx, query, request }) => log.scans(ctx, query, request.url));
  registerRoute(app, ROUTES.annulScan, ({ ctx, params, body }) => log.annul(ctx, params.scanHash, body));
};
