import type { Feature } from '../../lib/feature/feature';
import { accessControlRepositories } from './access-control.data';
import { ACCESS_TABLES } from './access-tables';
import { DoorCache } from './scan/door-cache';
import { ScanService } from './scan/scan.service';
import { ScanLogLists } from './log/scan-log-lists';
import { accessControlJobs } from './access-control.jobs';
import { ACCESS_CONTROL_RULES } from './access-control.policy';
import { ACCESS_CONTROL_RATE_RULES } from './access-control.rate-limits';
import { accessControlRoutes } from './access-control.routes';
import { accessControllersRoutes } from './controllers/controllers.routes';
import { controllersRepositories } from './controllers/controllers.data';
import { seedDemoAccessControl } from './seed/access-control-seed';
import { devicesRepositories } from './devices/devices.data';
import { accessDevicesRoutes } from './devices/devices.routes';

/**
 * Access control at the door (issue 24): check-in lists, the scan of member cards and tickets
 * with its log (lists/, scan/, log/), door controllers and a list's day (controllers/), scanner
 * devices and their offline package (devices/). Each sub-folder adds its lines below.
 */
export const accessControlFeature: Feature<'accessControl'> = {
  name: 'accessControl',
  rules: { ...ACCESS_CONTROL_RULES },
  watchedTables: ACCESS_TABLES,
  rateLimits: { ...ACCESS_CONTROL_RATE_RULES },
  jobs: (ctx) => [...accessControlJobs(ctx)],
  seed: ({ db }) => seedDemoAccessControl(db),
  async routes(api, ctx) {
    const data = ctx.units(accessControlRepositories);
    const devices = ctx.units(devicesRepositories);
    const fees = ctx.use('fees');
    // One per process: scans from the scan route and from phones' uploads share its batches.
    const cache = new DoorCache(ctx.changes);
    const logLists = new ScanLogLists(ctx.changes);
    const scans = new ScanService(data, fees, cache, logLists);
    await api.register(accessControlRoutes, { data, devices, limiter: ctx.limiter, scans, cache, logLists });
    await api.register(accessControllersRoutes, { data: ctx.units(controllersRepositories) });
    await api.register(accessDevicesRoutes, { data, devices, limiter: ctx.limiter, fees, scans, cache });
  },
};
