import type { Activity, Inscription, JoiningRequest } from '@tribuna/contract';
import { PROFILE_TYPE_CODES } from '@tribuna/contract';
import type { ActivityRow, InscriptionRow } from './activities.repository';
import type { JoiningClub, JoiningRequestRow } from './joining.repository';

export const presentClub = (club: JoiningClub) => ({ hash: club.publicId, name: club.name, shortname: club.shortname, image: club.image });

export function presentJoiningRequest(row: JoiningRequestRow, knownGuardian: JoiningRequest['knownGuardian'] = null): JoiningRequest {
  return {
    hash: row.hash,
    audience: row.profileType === PROFILE_TYPE_CODES.member ? 'partner' : 'athlete',
    forChild: row.guardianProfileId !== null,
    name: row.name,
    surname: row.surname,
    birthDate: row.birthDate,
    dni: row.dni,
    guardianName: row.guardianName,
    email: row.email,
    phone: row.phone,
    plan:
      row.planHash === null
        ? null
        : {
            hash: row.planHash,
            name: row.planName ?? '',
            // The whole price, as the plan's fee counts it (a monthly plan's price is one month's).
            price: (row.planPrice ?? 0) * (row.planPeriod === 'season' ? 1 : (row.planInstalments ?? 1)),
            instalments: row.planInstalments ?? 1,
          },
    // Only the end of the account number: enough to recognise it, too little to misuse.
    mandateIbanEnd: row.mandate ? row.mandate.iban.slice(-4) : null,
    knownGuardian,
    status: row.status as JoiningRequest['status'],
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentActivity(row: ActivityRow): Activity {
  return {
    hash: row.publicId,
    name: row.name,
    description: row.description,
    price: row.price,
    places: row.places,
    placesLeft: row.places - row.taken,
    startsOn: row.startsOn,
    closesAt: row.closesAt?.toISOString() ?? null,
    status: row.status as Activity['status'],
  };
}

export function presentInscription(row: InscriptionRow): Inscription {
  return {
    hash: row.publicId,
    name: row.name,
    surname: row.surname,
    birthDate: row.birthDate,
    guardianName: row.guardianName,
    email: row.email,
    phone: row.phone,
    status: row.status as Inscription['status'],
    createdAt: row.createdAt.toISOString(),
  };
}
