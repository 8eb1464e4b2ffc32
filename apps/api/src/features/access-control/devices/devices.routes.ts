import { ACCESS_DEVICES_ROUTES as ROUTES } from '@tribuna/contract/access-devices.routes';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { sendJsonBody } from '../../../lib/http';
import { enforce, type RateLimiter } from '../../../lib/rate-limit/rate-limiter';
import { registerRoute, type ApiScope } from '../../../lib/route/register-route';
import type { FeesPublic } from '../../fees';
import type { AccessControlData } from '../access-control.data';
import { ACCESS_CONTROL_RATE_RULES } from '../access-control.rate-limits';
import type { DoorCache } from '../scan/door-cache';
import type { ScanService } from '../scan/scan.service';
import { deviceSecretOf } from './device-auth';
import type { DevicesData } from './devices.data';
import { DevicesService } from './devices.service';
import { clubList, OfflinePackageService } from './offline-package.service';
import { OfflineUploadService } from './offline-upload.service';

export type AccessDevicesRoutesOptions = {
  data: AccessControlData;
  devices: DevicesData;
  limiter: RateLimiter;
  fees: Pick<FeesPublic, 'standing'>;
  /** The process's one scan service (its batches) and door cache, shared with the scan route. */
  scans: ScanService;
  cache: DoorCache;
};

/** Offline data is the phone's own: never kept by a shared cache. */
const personal = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/** Door phones (issue 24 part 5): registration, the list and revocation, the offline package and upload. */
export const accessDevicesRoutes: FastifyPluginAsync<AccessDevicesRoutesOptions> = async (
  scope,
  { data, devices, limiter, fees, scans, cache },
) => {
  const app = scope as ApiScope;
  const lists = data.read.lists;
  const service = new DevicesService(devices, lists, cache);
  const packages = new OfflinePackageService(devices, fees);
  const uploads = new OfflineUploadService(devices, lists, scans);

  registerRoute(app, ROUTES.createDeviceToken, ({ ctx, body }) => service.createToken(ctx, body));
  registerRoute(app, ROUTES.claimDevice, ({ ctx, body, reply }) => {
    personal(reply);
    return service.claim(ctx, body);
  });
  registerRoute(app, ROUTES.devices, ({ ctx, request }) => service.list(ctx, request.url));
  registerRoute(app, ROUTES.revokeDevice, ({ ctx, params }) => service.revoke(ctx, params.deviceHash));
  registerRoute(app, ROUTES.offlinePackage, async ({ ctx, params, query, request, reply }) => {
    const list = await clubList(lists, ctx.club.id, params.listHash);
    const device = await service.authenticate(ctx.club.id, deviceSecretOf(request));
    enforce(reply, await limiter.hit(ACCESS_CONTROL_RATE_RULES.offlineCallsPerDevice, String(device.id)));
    // 20,000 people and 5,000 tickets: the presented package (typed by the contract) is written
    // with one JSON.stringify, not walked again by the response schema (budget: under 2 s).
    return sendJsonBody(personal(reply), JSON.stringify(await packages.package(ctx, device, list, query.since)));
  });
  registerRoute(app, ROUTES.uploadOfflineScans, async ({ ctx, body, request, reply }) => {
    const batchLists = await uploads.listsOf(ctx, body.scans);
    const device = await service.authenticate(ctx.club.id, deviceSecretOf(request));
    enforce(reply, await limiter.hit(ACCESS_CONTROL_RATE_RULES.offlineCallsPerDevice, String(device.id)));
    return uploads.upload(ctx, device, batchLists, body.scans);
  });
};
