import {
  BLANK,
  PRIVACY_NOT_ACCEPTED,
  roleForProfileType,
  sessionLocaleForClub,
  type AccountClaimBody,
  type AccountClaimPreview,
  type AccountClaimResult,
  type InvalidParam,
} from '@tribuna/contract';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import { errors } from '../../../lib/errors';
import { newPublicId } from '../../../lib/ids';
import { hashPassword } from '../../../lib/passwords';
import type { AccessClaims } from '../../../lib/tokens';
import { hashClaimToken } from './account-claim-token';
import { AccountClaimsRepository, type OpenClaim } from './account-claims.repository';

/** The caller's verified bearer token, read only when the link's address has an account. */
export type ClaimCaller = () => AccessClaims | null;
type Account = { id: number; publicId: string; enabled: boolean };

/**
 * The second half of a hand-over: the owner of the emailed address opens the link and takes
 * the record as their account. Nothing exists before this, so the record's phone and
 * identification only ever reach an account the address's owner just created here.
 */
export class AccountClaimsService {
  private readonly repository: AccountClaimsRepository;

  constructor(db: Db) {
    this.repository = new AccountClaimsRepository(db);
  }

  /** What the page shows before claiming: club, first name, the address and which path applies. */
  async preview(token: string): Promise<AccountClaimPreview> {
    const claim = await this.open(token);
    const account = await this.repository.accountByUsername(claim.email);
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
  async claim(token: string, body: AccountClaimBody, caller: ClaimCaller, ip: string): Promise<AccountClaimResult> {
    const claim = await this.open(token);
    const account = await this.repository.accountByUsername(claim.email);
    if (account) signedInAs(account, caller());
    // argon2 before the transaction, so no row stays locked while it runs.
    const passwordHash = account ? null : await hashPassword(newAccountPassword(body));
    await this.repository.transaction(async (tx) => {
      if (!(await this.repository.consume(claim, tx))) throw errors.accountClaimInvalid();
      let userId = account?.id;
      if (userId === undefined) {
        userId = await this.repository.insertUser(
          {
            publicId: newPublicId(),
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
          },
          tx,
        );
        // The address got an account since the link was read: its owner has to sign in.
        if (userId === undefined) throw errors.accountClaimWrongAccount();
      } else if (await this.repository.hasProfileOfType(claim, userId, tx)) {
        throw errors.profileExists();
      }
      if (!(await this.repository.attachAccount(claim, userId, tx))) throw errors.accountClaimInvalid();
      await recordAudit(tx, {
        action: 'person.account-claimed',
        actorUserId: userId,
        clubId: claim.club.id,
        target: claim.person.publicId,
        metadata: { accountCreated: account === undefined },
        ip,
      });
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
    const claim = await this.repository.findOpen(hashClaimToken(token));
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
  const problems: InvalidParam[] = [];
  if (body.password === undefined) problems.push({ field: 'password', errors: [BLANK] });
  if (body.privacyPolicyAccepted !== true) problems.push({ field: 'privacyPolicyAccepted', errors: [PRIVACY_NOT_ACCEPTED] });
  if (body.password === undefined || problems.length > 0) throw errors.validation(problems);
  return body.password;
}
