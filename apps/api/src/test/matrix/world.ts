import { createAdmin, createClub, createGuardianWithChild, createManager, createMember, signIn } from '../factories';
import type { TestApp } from '../test-app';
import type { MatrixWorld } from './matrix-types';

/**
 * Two clubs and the actors: a member, a guardian (with a child) and a manager of club A, and a
 * platform admin without club profiles; club B has a manager of its own, who makes B's objects.
 */
export async function buildMatrixWorld(t: TestApp): Promise<MatrixWorld> {
  const clubA = await createClub(t);
  const clubB = await createClub(t);
  const accounts = {
    member: (await createMember(t, clubA)).user,
    guardian: (await createGuardianWithChild(t, clubA)).user,
    manager: (await createManager(t, clubA)).user,
    admin: await createAdmin(t),
  };
  const sessions = {
    member: await signIn(t, accounts.member),
    guardian: await signIn(t, accounts.guardian),
    manager: await signIn(t, accounts.manager),
    admin: await signIn(t, accounts.admin),
  };
  const managerB = await signIn(t, (await createManager(t, clubB)).user);
  return {
    t,
    own: { club: clubA, manager: sessions.manager },
    other: { club: clubB, manager: managerB },
    accounts,
    sessions,
  };
}
