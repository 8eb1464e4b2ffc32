import { AccessRequestSchema, InvitationSchema, PeopleImportSchema, PersonPhotoResponseSchema } from '@tribuna/contract';
import type { InjectOptions } from 'fastify';
import type { TestApp } from '../test-app';
import type { ClubFixture } from './clubs';
import type { PersonFixture } from './people';
import { uniqueName } from './unique';
import { jpegImage, multipartFile } from './uploads';
import { createUser, injectAs, signIn, type Session } from './users';

/*
 * Objects whose rows carry derived secrets or files (sealed invitation tokens, parsed import
 * files, resized photos) are made through the API as a manager would, so they are exactly what
 * the app itself makes.
 */

async function created(t: TestApp, session: Session, options: InjectOptions, what: string) {
  const response = await injectAs(t, session, options);
  if (response.statusCode >= 300) throw new Error(`creating ${what}: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** An open invitation link of the club, made by one of its managers (or an admin). */
export async function createInvitation(t: TestApp, club: ClubFixture, manager: Session, role: 'member' | 'player' | 'guardian' = 'member') {
  const expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const body = await created(
    t,
    manager,
    { method: 'POST', url: `/api/clubs/${club.hash}/invitations`, payload: { role, expiresAt } },
    'an invitation',
  );
  return InvitationSchema.parse(body);
}

/** An uploaded (not yet committed) people import of two rows. */
export async function createPeopleImport(t: TestApp, club: ClubFixture, manager: Session) {
  const csv = ['Nombre;Apellidos;Categoría', `Ana;${uniqueName('Import')};Sub-12`, `Bru;${uniqueName('Import')};Sub-12`].join('\r\n');
  const file = multipartFile('people.csv', csv, 'text/csv');
  const body = await created(
    t,
    manager,
    { method: 'POST', url: `/api/clubs/${club.hash}/people/imports?type=player`, payload: file.payload, headers: file.headers },
    'a people import',
  );
  return PeopleImportSchema.parse(body);
}

/** Uploads a photo for the person; returns its versioned address (`/api/…/photo?v=…`). */
export async function uploadPersonPhoto(t: TestApp, club: ClubFixture, person: PersonFixture, manager: Session): Promise<string> {
  const file = multipartFile('photo.jpg', await jpegImage(), 'image/jpeg');
  const body = await created(
    t,
    manager,
    { method: 'POST', url: `/api/clubs/${club.hash}/people/${person.hash}/photo`, payload: file.payload, headers: file.headers },
    'a person photo',
  );
  return PersonPhotoResponseSchema.parse(body).photo!;
}

/** A pending request of a new account to manage the club, with that account's session. */
export async function createAccessRequest(t: TestApp, club: ClubFixture) {
  const applicant = await signIn(t, await createUser(t));
  const body = await created(
    t,
    applicant,
    { method: 'POST', url: `/api/clubs/${club.hash}/request-admin-access`, payload: {} },
    'an access request',
  );
  return { ...AccessRequestSchema.parse(body), applicant };
}
