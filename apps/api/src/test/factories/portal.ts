import { portalRepositories } from '../../features/portal/portal.data';
import { UnitOfWork } from '../../lib/data/unit-of-work';
import type { TestApp } from '../test-app';
import type { ClubFixture } from './clubs';
import { uniqueName } from './unique';

/** A custom link of the club's portal, at the end, written through the portal repository. */
export async function createPortalLink(t: TestApp, club: ClubFixture, overrides: { name?: string; href?: string } = {}) {
  return new UnitOfWork(t.db, t.app.changes, portalRepositories).write([], async (repos) => {
    const position = (await repos.portal.list(club.id)).length;
    return repos.portal.insertLink({
      clubId: club.id,
      name: overrides.name ?? uniqueName('Link'),
      properties: { href: overrides.href ?? 'https://link.example/', image: null },
      enabled: true,
      highlighted: false,
      position,
    });
  });
}
