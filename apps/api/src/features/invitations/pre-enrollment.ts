import { isUiLocale, PROFILE_TYPE_CODES, sessionLocaleForClub, type ClubRole } from '@tribuna/contract';
import { isJoinable } from '../../lib/authz/roles';
import { errors } from '../../lib/errors';
import type { SignedInContext } from '../../lib/route/request-context';
import type { InvitationsData } from './invitations.data';
import type { JoinBody } from './invitations.service';

type Joiner = { id: number; username: string; email: string };
type PreEnrollRequest = { ctx: SignedInContext; user: Joiner; role: ClubRole; body: JoinBody };

/** Where managers accept or refuse pre-enrolments in the web app (beside manager access requests). */
const approvalsPage = (clubHash: string) => `/dashboard/manager/${clubHash}/access-requests`;

/**
 * POST /api/profiles/{profileType} without an invitation: a profile in the club the body names,
 * marked as a pre-enrolment. It grants nothing (club context, acting profile) until a manager
 * accepts it; the club's managers are told by e-mail. Manager profiles have their own flow
 * (request-admin-access), so they are refused here rather than queued.
 */
export async function preEnroll(data: InvitationsData, appUrl: string, { ctx, user, role, body }: PreEnrollRequest) {
  if (!isJoinable(role)) throw errors.forbidden('A manager profile needs approval: use POST /api/clubs/{clubHash}/request-admin-access');
  if (body.club === undefined) throw errors.validation([{ field: 'club', code: 'required' }]);
  const repository = data.read.invitations;
  const club = await repository.findClub(body.club);
  if (!club) throw errors.notFound();
  if (await repository.hasProfile(club, user.id, role)) throw errors.profileExists();
  if (await repository.dniTaken(club, role, body.dni)) throw errors.validation([{ field: 'dni', code: 'duplicateDni' }]);
  const person = { name: body.name, surname: body.surname, email: body.email, dni: body.dni };
  const hash = await data.write(['profiles', 'users'], async (repos) => {
    const created = await repos.invitations.insertProfile(club, user.id, role, person, true);
    if (!created) throw errors.profileExists();
    await repos.invitations.fillAccountPerson(user.id, person);
    const link = new URL(approvalsPage(club.publicId), `${appUrl}/`).toString();
    for (const manager of await repos.invitations.managers(club)) {
      await repos.notifications.enqueue({
        channel: 'email',
        to: manager.email,
        template: 'pre-enrollment-requested',
        locale: isUiLocale(manager.locale) ? manager.locale : sessionLocaleForClub(club.locale),
        data: { personName: `${person.name} ${person.surname}`, personEmail: person.email, clubName: club.name, link },
        userId: manager.id,
      });
    }
    // The request names no club: the audit row belongs to the one asked.
    await repos.audit.record({ ...ctx, club }, { action: 'profile.pre_enrolled', target: created, metadata: { role } });
    return created;
  });
  return { hash, role, type: PROFILE_TYPE_CODES[role], preEnrollment: true, club: { hash: club.publicId, name: club.name } };
}
