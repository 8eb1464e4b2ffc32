import type { AccessList, AccessScan } from '@tribuna/contract/access-control';
import type { AccessDevice } from '@tribuna/contract/access-devices';
import { CLUB_A, demoUser, MANAGER_CAN, storeSession, USER_ID } from '../../../test/fixtures';

export const CLUB = CLUB_A;
export const API = `/api/clubs/${CLUB}`;

/** The demo user acting as its manager profile, whose `can` lists the access-control actions. */
export function actAsManager(can: string[] = [...MANAGER_CAN, 'accessControl.manage', 'accessControl.scan']) {
  const user = demoUser();
  const club = user.clubs[0]!;
  club.profiles.prof1 = { ...club.profiles.prof1!, can };
  storeSession({
    user,
    currentProfile: {
      clubHash: CLUB,
      clubName: 'CD Demo',
      clubImage: null,
      clubLocale: 'es-ES',
      profileHash: 'prof1',
      role: 'manager',
      area: 'manager',
      userId: USER_ID,
    },
  });
}

export const accessList = (overrides: Partial<AccessList> = {}): AccessList => ({
  hash: 'listMainGate01',
  name: 'Puerta principal',
  kind: 'members',
  campaignHash: null,
  campaignName: null,
  allowMultipleEntries: false,
  allowEntryAfterExit: true,
  autoCheckoutAt: '23:00',
  feesOverdue: 'warn',
  insideNow: 3,
  admittedToday: 5,
  refusedToday: 1,
  createdAt: '2026-11-01T10:00:00Z',
  ...overrides,
});

export const accessScan = (overrides: Partial<AccessScan> = {}): AccessScan => ({
  hash: 'scanAAAAAAAA01',
  listHash: 'listMainGate01',
  listName: 'Puerta principal',
  result: 'admitted',
  reason: 'valid',
  codeKind: 'member',
  direction: 'entry',
  personHash: 'personAAAAAA01',
  personName: 'Lucía Pérez',
  ticketReference: null,
  ticketProduct: null,
  controllerName: 'Vera Controla',
  deviceName: 'Móvil puerta',
  offline: false,
  conflict: false,
  scannedAt: '2026-11-28T18:42:00Z',
  receivedAt: '2026-11-28T18:42:00Z',
  annulled: null,
  ...overrides,
});

export const accessDevice = (overrides: Partial<AccessDevice> = {}): AccessDevice => ({
  hash: 'deviceAAAAAA01',
  name: 'Móvil puerta',
  listHash: null,
  listName: null,
  registeredAt: '2026-11-20T09:00:00Z',
  registeredBy: 'Marta García',
  lastSyncAt: '2026-11-28T18:40:00Z',
  revokedAt: null,
  ...overrides,
});
