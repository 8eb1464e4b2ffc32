import { roleForProfileType } from '@tribuna/contract';
import type { AccessController, AccessControllerList, AccessListToday } from '@tribuna/contract/access-controllers';
import { inClub } from '../../../lib/data/unit-of-work';
import { errors } from '../../../lib/errors';
import { wholeCollection } from '../../../lib/hydra';
import type { ClubRequestContext } from '../../../lib/route/request-context';
import type { ControllersData } from './controllers.data';
import type { ControllerRow } from './controllers.repository';

const present = (row: ControllerRow): AccessController => ({
  hash: row.publicId,
  name: row.name,
  surname: row.surname,
  role: roleForProfileType(row.type) ?? 'member',
  enabled: row.enabled,
});

/**
 * Who may scan at the door (issue 24 part 6) and a list's live day. The access is the routes'
 * (`accessControl.manage`); here the objects are looked up in the request's club only, so another
 * club's profile or list is a 404.
 */
export class ControllersService {
  constructor(private readonly data: ControllersData) {}

  async list(ctx: ClubRequestContext, url: string): Promise<AccessControllerList> {
    return wholeCollection(url, (await this.data.read.controllers.list(ctx.club.id)).map(present));
  }

  /** Gives or takes the flag; the profile caches (GET /api/profile's `can`) are cleared after the commit. */
  async setController(ctx: ClubRequestContext, profileHash: string, accessController: boolean): Promise<AccessController> {
    const row = await this.data.write(inClub(ctx.club.id, ['profiles']), async (repos) => {
      const before = await repos.controllers.flagOf(ctx.club.id, profileHash);
      const changed = await repos.controllers.setFlag(ctx.club.id, profileHash, accessController);
      // A change of powers: the audit log's "roles" group lists it (issue 25 part 4); a repeat is no change.
      if (changed && before !== accessController) {
        const action = accessController ? 'accessControl.controllerGranted' : 'accessControl.controllerRevoked';
        await repos.audit.record(ctx, { action, target: profileHash });
      }
      return changed;
    });
    if (!row) throw errors.notFound();
    return present(row);
  }

  async today(ctx: ClubRequestContext, listHash: string): Promise<AccessListToday> {
    const list = await this.data.read.lists.find(ctx.club.id, listHash);
    if (!list) throw errors.notFound();
    const [counters, day] = await Promise.all([this.data.read.lists.counters(ctx.club.id), this.data.read.controllers.hoursToday(list.id)]);
    const counts = counters.get(list.id) ?? { insideNow: 0, admittedToday: 0, refusedToday: 0 };
    return { listHash: list.publicId, ...day, ...counts };
  }
}
