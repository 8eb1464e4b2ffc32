import { ACCOUNT_CLAIM_TTL_DAYS, sessionLocaleForClub } from '@tribuna/contract';
import { errors } from '../../../lib/errors';
import type { ClubRequestContext } from '../../../lib/route/request-context';
import type { PeopleRepositories } from '../people.data';
import { claimExpiry, claimUrl, hashClaimToken, newClaimToken } from './account-claim-token';

/**
 * The writes of an account hand-over, on repositories bound to the caller's transaction: the
 * single-use claim (a newer one replaces an older one), its e-mail through the outbox and the
 * audit line. Being inside the caller's transaction is the point: the e-mail leaves if and only if
 * the work around it commits (joining's acceptance: a rollback sends nothing, and a crash after
 * the commit still sends, since the outbox row is already there).
 */
export async function issueAccountLink(
  repos: PeopleRepositories,
  ctx: ClubRequestContext,
  hash: string,
  email: string,
  appUrl: string,
): Promise<void> {
  const { club, viewer } = ctx;
  const person = await repos.families.findPerson(club, hash);
  if (!person) throw errors.notFound();
  if (person.userId !== null) throw errors.conflict('alreadyHasAccount');
  const token = newClaimToken();
  await repos.families.issueClaim(club, person, {
    email,
    tokenHash: hashClaimToken(token),
    expiresAt: claimExpiry(),
    createdBy: viewer.userId,
  });
  await repos.notifications.enqueue({
    channel: 'email',
    to: email,
    template: 'account-handed-over',
    locale: sessionLocaleForClub(club.locale),
    data: { clubName: club.name, name: person.name, link: claimUrl(appUrl, token), days: String(ACCOUNT_CLAIM_TTL_DAYS) },
  });
  await repos.audit.record(ctx, { action: 'person.hand-over.sent', target: hash });
}
