import type { FeeStanding } from '@tribuna/contract';
import type { ScanAnswer, ScanBody, ScanDirection, ScanResult } from '@tribuna/contract/access-control';
import { isUniqueViolation } from '../../../lib/db-errors';
import { errors } from '../../../lib/errors';
import type { ClubRequestContext } from '../../../lib/route/request-context';
import type { FeesPublic } from '../../fees';
import type { AccessControlData, AccessControlRepositories } from '../access-control.data';
import type { AccessListWithEvent } from '../lists/lists.repository';
import { readCode, type ReadCode } from './code-reader';
import { judgePerson, judgeTicket, type Verdict } from './scan-rules';
import { isActiveMember, presentDoorPerson, presentDoorTicket, presentScanAnswer } from './scan.presenter';
import type { DoorPerson, Movement, NewScan, ScanRow } from './scans.repository';

/** commerce's order status of a refunded order. */
const ORDER_REFUNDED = 3;
const CLUB_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' });

/** One scan to judge and log: from the scanner online (the route) or from a device's queue (sync). */
export type ScanInput = {
  list: AccessListWithEvent;
  code: string;
  direction: ScanDirection;
  nonce: string;
  controllerProfileId: number | null;
  deviceId?: number | null;
  /** The phone's time of an offline scan; now for online scans. */
  scannedAt?: Date;
  /** An offline scan: what the phone showed. A ticket it let in stays let in, flagged when it was wrong. */
  offline?: { localResult: ScanResult };
};

type Decision = Verdict & { firstUse?: boolean; conflict?: boolean; previous?: Movement };

/**
 * The scan at the door (issue 24): reads the code, judges it under a lock on the person (per
 * list) or the ticket, and logs it in one transaction, so two phones at once admit a ticket
 * exactly once (the partial unique index on a ticket's first use is the last word). The same
 * nonce twice answers the first scan.
 */
export class ScanService {
  constructor(
    private readonly data: AccessControlData,
    private readonly fees: Pick<FeesPublic, 'standing'>,
  ) {}

  /** An online scan; from a registered phone, `device` names it and refuses a list outside its scope. */
  async scan(
    ctx: ClubRequestContext,
    body: ScanBody & { direction: ScanDirection },
    device: { id: number; check(list: AccessListWithEvent): void } | null = null,
  ): Promise<ScanAnswer> {
    const list = await this.data.read.lists.find(ctx.club.id, body.listHash);
    if (!list) throw errors.notFound();
    device?.check(list);
    return this.judge(ctx.club, {
      list,
      code: body.code,
      direction: body.direction,
      nonce: body.nonce,
      controllerProfileId: ctx.viewer.profileIds[0] ?? null,
      deviceId: device?.id ?? null,
    });
  }

  async judge(club: { id: number; seasonEndsOn: string | null }, input: ScanInput): Promise<ScanAnswer> {
    const scannedAt = input.scannedAt ?? new Date();
    // A replayed nonce is found by the log's insert (unique per club and nonce), which then writes
    // nothing: judging it again is wasted work, but rare, and every other scan saves a query.
    const read = await readCode(this.data.read.scans, club.id, input.code, scannedAt.getTime());
    const standing = read.kind === 'member' ? await this.standingOf(club.id, read.person.id, scannedAt) : null;
    const attempt = () => this.data.write([], (repos) => this.decideAndLog(repos, club, input, read, standing, scannedAt));
    // A ticket's first use written meanwhile by a path that took no lock: judged again, it is used.
    const logged = await attempt().catch((error: unknown) => (isUniqueViolation(error) ? attempt() : Promise.reject(error)));
    if (!logged) return this.answerOf(club, (await this.data.read.scans.byNonce(club.id, input.nonce))!);
    const { row, previous } = logged;
    return presentScanAnswer(row, input.list.publicId, {
      person: read.kind === 'member' ? this.doorPerson(club, read.person, standing, scannedAt) : null,
      ticket: read.kind === 'ticket' ? presentDoorTicket(read.ticket) : null,
      previous,
    });
  }

  private async decideAndLog(
    repos: AccessControlRepositories,
    club: { id: number; seasonEndsOn: string | null },
    input: ScanInput,
    read: ReadCode,
    standing: FeeStanding | null,
    scannedAt: Date,
  ): Promise<{ row: ScanRow; previous?: Movement } | undefined> {
    const { list, direction } = input;
    let decision: Decision;
    let subject: Pick<NewScan, 'codeKind' | 'profileId' | 'ticketId'>;
    if (read.kind === 'refused') {
      decision = { result: 'refused', reason: read.reason };
      subject = { codeKind: read.codeKind };
    } else if (read.kind === 'member') {
      const { person } = read;
      subject = { codeKind: 'member', profileId: person.id };
      // Members enter with their card at any gate, a match's too.
      await repos.scans.lockPerson(list.id, person.id);
      const latest = await repos.scans.latestMovement(list.id, { profileId: person.id });
      // Lapsed fees are judged apart (amber or red as the list says), so not as "inactive" here.
      const active = isActiveMember(person, club.seasonEndsOn, CLUB_DAY.format(scannedAt), null);
      const facts = {
        enabled: person.enabled,
        active,
        standing,
        codeExpired: read.codeExpired,
        latest: latest?.direction as 'entry' | 'exit' | undefined,
      };
      decision = { ...judgePerson(list, direction, facts), previous: latest };
      // Only a refusal points at the earlier movement (already inside since…).
      if (decision.result !== 'refused') decision.previous = undefined;
    } else {
      const { ticket } = read;
      subject = { codeKind: 'ticket', ticketId: ticket.id };
      if (list.kind !== 'tickets') decision = { result: 'refused', reason: 'wrongEvent' };
      else {
        await repos.scans.lockTicket(ticket.id);
        const { first, latest } = await repos.scans.ticketHistory(list.id, ticket.id);
        const facts = {
          cancelled: ticket.cancelled,
          refunded: ticket.orderStatus === ORDER_REFUNDED,
          otherEvent: ticket.campaignId !== list.campaignId,
          used: first !== undefined,
          latest: latest?.direction as 'entry' | 'exit' | undefined,
        };
        decision = { ...judgeTicket(list, direction, facts), previous: first };
        decision = offlineOutcome(decision, input);
        // Only "already used" (or an offline conflict) points at the ticket's admission.
        if (decision.reason !== 'alreadyUsed' && decision.reason !== 'conflict') decision.previous = undefined;
      }
    }
    const row = await repos.scans.insert({
      clubId: list.clubId,
      listId: list.id,
      deviceId: input.deviceId ?? null,
      controllerProfileId: input.controllerProfileId,
      nonce: input.nonce,
      ...subject,
      direction,
      result: decision.result,
      reason: decision.reason,
      firstUse: decision.firstUse ?? false,
      offline: input.offline !== undefined,
      conflict: decision.conflict ?? false,
      scannedAt,
    });
    if (!row) return undefined;
    if (row.firstUse && row.ticketId !== null) await repos.scans.markTicketUsed(row.ticketId, scannedAt);
    return { row, previous: decision.previous };
  }

  /** The logged answer of an earlier scan (a replayed nonce), with its person or ticket as they are now. */
  private async answerOf(club: { id: number; seasonEndsOn: string | null }, row: ScanRow & { listHash: string }): Promise<ScanAnswer> {
    const scans = this.data.read.scans;
    const person = row.profileId !== null ? await scans.personById(row.profileId) : undefined;
    const ticket = row.ticketId !== null ? await scans.ticketById(row.ticketId) : undefined;
    const standing = person ? await this.standingOf(club.id, person.id, row.scannedAt) : null;
    const previous = row.reason === 'alreadyUsed' && ticket ? await scans.firstUse(ticket.id) : undefined;
    return presentScanAnswer(row, row.listHash, {
      person: person && person.clubId === club.id ? this.doorPerson(club, person, standing, row.scannedAt) : null,
      ticket: ticket && ticket.clubId === club.id ? presentDoorTicket(ticket) : null,
      previous,
    });
  }

  private doorPerson(club: { seasonEndsOn: string | null }, person: DoorPerson, standing: FeeStanding | null, at: Date) {
    return presentDoorPerson(person, standing, isActiveMember(person, club.seasonEndsOn, CLUB_DAY.format(at), standing));
  }

  private async standingOf(clubId: number, profileId: number, at: Date): Promise<FeeStanding | null> {
    return (await this.fees.standing(clubId, [profileId], CLUB_DAY.format(at))).get(profileId) ?? null;
  }
}

/**
 * An offline phone already let the ticket in: the log keeps it admitted and says what was wrong,
 * another phone's admission first (conflict) or a ticket cancelled after the phone's download.
 */
function offlineOutcome(decision: Decision, input: ScanInput): Decision {
  if (!input.offline || input.offline.localResult === 'refused' || input.direction !== 'entry') return decision;
  if (decision.reason === 'alreadyUsed') return { ...decision, result: 'admitted', reason: 'conflict', conflict: true, firstUse: false };
  if (decision.reason === 'ticketCancelled' || decision.reason === 'ticketRefunded') {
    return { ...decision, result: 'admitted', reason: 'admittedButInvalid', firstUse: false };
  }
  return decision;
}
