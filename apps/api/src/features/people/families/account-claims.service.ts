import {
  roleForProfileType,
  sessionLocaleForClub,
  type AccountClaimBody,
  type AccountClaimPreview,
  type AccountClaimResult,
} from '@tribuna/contract';
import { errors, type FieldProblem } from '../../../lib/errors';
import { newPublicId } from '../../../lib/ids';
import { hashPassword } from '../../../lib/passwords';
import { actingAs, type RequestContext } from '../../../lib/route/request-context';
import type { AccessClaims } from '../../../lib/tokens';
import type { PeopleData } from '../people.data';
import { hashClaimToken } from './account-claim-token';
import type { OpenClaim } from './account-claims.repository';

/** The caller's verified bearer token, read only when the link's address has an account. */
export type ClaimCaller = () => AccessClaims | null;
type Account = { id: number; publicId: string; enabled: boolean };

/**
 * The second half of a hand-over: the owner of the emailed address opens the link and takes
 * the record as their account. Nothing exists before this, so the record's phone and
 * identification only ever reach an account the address's owner just created here.
 */
export class AccountClaimsService {
  constructor(private readonly data: PeopleData) {}

  /** What the page shows before claiming: club, first name, the address and which path applies. */
  async preview(token: string): Promise<AccountClaimPreview> {
    const claim = await this.open(token);
    const account = await this.data.read.accountClaims.accountByUsername(claim.email);
    return {
      club: { name: claim.club.name, image: claim.club.image },
      name: claim.person.name,
      email: claim.email,
      accountExists: account !== undefined,
      expiresAt: claim.expiresAt.toISOString(),
    };
  }

  /**
   * Claims the record: links it to the address's existing account (the caller must be signed in
   * as exactly that account), or creates that account with the given password. The link is
   * used up in the same transaction, so it works once.
   */
  async claim(ctx: RequestContext, token: string, body: AccountClaimBody, caller: ClaimCaller): Promise<AccountClaimResult> {
    const claim = await this.open(token);
    const account = await this.data.read.accountClaims.accountByUsername(claim.email);
    if (account) signedInAs(account, caller());
    // argon2 before the transaction, so no row stays locked while it runs.
    const passwordHash = account ? null : await hashPassword(newAccountPassword(body));
    await this.data.write(['users', 'profiles'], async ({ accountClaims, audit }) => {
      if (!(await accountClaims.consume(claim))) throw errors.accountClaimInvalid();
      let user = account;
      if (user === undefined) {
        const publicId = newPublicId();
        const id = await accountClaims.insertUser({
          publicId,
          username: claim.email,
          email: claim.email,
          passwordHash: passwordHash!,
          name: claim.person.name,
          lastname: claim.person.surname,
          // Only into the account created just now: an existing account's data is never touched.
          identification: claim.person.dni,
          phone: claim.person.phone,
          locale: sessionLocaleForClub(claim.club.locale),
          // Opening the emailed link proves the address.
          emailValidatedAt: new Date(),
        });
        // The address got an account since the link was read: its owner has to sign in.
        if (id === undefined) throw errors.accountClaimWrongAccount();
        user = { id, publicId, enabled: true };
      } else if (await accountClaims.hasProfileOfType(claim, user.id)) {
        throw errors.profileExists();
      }
      if (!(await accountClaims.attachAccount(claim, user.id))) throw errors.accountClaimInvalid();
      // A public route: the account that claimed acts, in the link's club.
      await audit.record(
        { ...actingAs(ctx, user.publicId), club: claim.club },
        { action: 'person.account-claimed', target: claim.person.publicId, metadata: { accountCreated: account === undefined } },
      );
    });
    return {
      accountCreated: account === undefined,
      username: claim.email,
      club: { hash: claim.club.publicId, name: claim.club.name },
      role: roleForProfileType(claim.person.type) ?? 'member',
    };
  }

  /** Unknown, expired, used, replaced by a newer link, or the record got an account: one answer. */
  private async open(token: string): Promise<OpenClaim> {
    const claim = await this.data.read.accountClaims.findOpen(hashClaimToken(token));
    if (!claim) throw errors.accountClaimInvalid();
    return claim;
  }
}

/** Only the account whose username is the invited address may claim for it, never on behalf. */
function signedInAs(account: Account, caller: AccessClaims | null): void {
  if (!caller || !account.enabled) throw errors.unauthenticated();
  if (caller.impersonatorId) throw errors.impersonationForbidden();
  if (caller.userId !== account.publicId) throw errors.accountClaimWrongAccount();
}

/** A new account needs its password and the privacy consent, as at signup. */
function newAccountPassword(body: AccountClaimBody): string {
  const problems: FieldProblem[] = [];
  if (body.password === undefined) problems.push({ field: 'password', code: 'required' });
  if (body.privacyPolicyAccepted !== true) problems.push({ field: 'privacyPolicyAccepted', code: 'privacyNotAccepted' });
  if (body.password === undefined || problems.length > 0) throw errors.validation(problems);
  return body.password;
}
