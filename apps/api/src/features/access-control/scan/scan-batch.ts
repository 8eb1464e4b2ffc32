import type { FeeStanding } from '@tribuna/contract';
import type { ScanAnswer } from '@tribuna/contract/access-control';
import DataLoader from 'dataloader';
import { isDeadlock, isSerializationFailure, isUniqueViolation } from '../../../lib/db-errors';
import { MicroBatcher } from '../../../lib/data/micro-batch';
import type { FeesPublic } from '../../fees';
import type { AccessControlData } from '../access-control.data';
import { readCode, type CodeLookups, type ReadCode } from './code-reader';
import type { HistoryKey, ScanBatchRepository } from './scan-batch.repository';
import { CLUB_DAY, decide, type Decision, type History, type ScanInput, type Subject } from './scan-decision';
import { presentDoorPerson, presentDoorTicket, presentScanAnswer, isActiveMember } from './scan.presenter';
import type { DoorPerson, DoorTicket, Movement, NewScan, ScanRow, ScansRepository } from './scans.repository';
import type { ScanLogLists } from '../log/scan-log-lists';

type Club = { id: number; seasonEndsOn: string | null };
/** A scan waiting for its batch. */
export type ScanJob = { club: Club; input: ScanInput };
/** A scan read and judged, waiting for the batch's insert. */
type Judged = { job: ScanJob; read: ReadCode; standing: FeeStanding | null; scannedAt: Date; decision: Decision; subject: Subject };

/**
 * A batch that lost a race (a history changed between its read and its commit, a first use
 * written meanwhile, a deadlock) is judged again, this many times in all.
 */
const ATTEMPTS = 5;
/** The most scans one transaction judges: a few hundred keep its locks short. */
const MAX_BATCH = 200;
/**
 * Batches running at once: while one waits on PostgreSQL the next one forms and starts, so the
 * database's round trips overlap (one at a time, a gate's 50 phones would take turns in halves).
 */
const BATCHES_IN_FLIGHT = 4;

const historyKey = (kind: HistoryKey['kind'], listId: number, subjectId: number) => `${kind}|${listId}|${subjectId}`;

/**
 * Judges door scans in batches (issue 24's bench: a scan's p99 under 20 ms at 50 connections).
 * Scans arriving while a batch runs wait for the next one (lib/data/micro-batch.ts), and a batch
 * costs a fixed number of statements whatever its size:
 * 1. its codes are read with one query per kind of code (DataLoader), beside one query for nonces
 *    already logged (replays, answered as their first scan was);
 * 2. the histories of its tickets and people are read (no locks), and the scans judged in arrival
 *    order (a second scan of a ticket in the same batch sees the first's admission);
 * 3. one statement, one transaction (migration 0053), locks the batch's tickets and people (in id
 *    order: no deadlock between batches of several processes), checks that their histories are
 *    still those judged on, and inserts every log row while marking the admitted tickets used.
 * So two phones scanning one ticket at once still admit it once: in one batch the second is
 * judged after the first; in two batches (or processes) the later commit finds the history moved
 * (serialization_failure) and its batch is judged again, and the partial unique index on a
 * ticket's first use is the last word. The commit is one round trip where the transaction took five.
 */
export class ScanJudge {
  private readonly batcher = new MicroBatcher<ScanJob, ScanAnswer>((jobs) => this.judgeAll(jobs), MAX_BATCH, BATCHES_IN_FLIGHT);

  constructor(
    private readonly data: AccessControlData,
    private readonly fees: Pick<FeesPublic, 'standing'>,
    /** Told after each batch commits, so this process's scan log lists include it at once. */
    private readonly logLists?: Pick<ScanLogLists, 'changed'>,
  ) {}

  judge(club: Club, input: ScanInput): Promise<ScanAnswer> {
    return this.batcher.submit({ club, input });
  }

  private async judgeAll(jobs: readonly ScanJob[]): Promise<ScanAnswer[]> {
    const { batch, scans } = this.data.read;
    const firstOfNonce = new Map<string, number>();
    jobs.forEach((job, index) => {
      const key = `${job.club.id}|${job.input.nonce}`;
      if (!firstOfNonce.has(key)) firstOfNonce.set(key, index);
    });
    const unique = [...firstOfNonce.values()].map((index) => jobs[index]!);
    const now = new Date();
    const lookups = batchedLookups(batch, scans);
    const [reads, logged] = await Promise.all([
      Promise.all(unique.map(({ club, input }) => readCode(lookups, club.id, input.code, (input.scannedAt ?? now).getTime()))),
      batch.loggedNonces(unique.map(({ club, input }) => ({ clubId: club.id, nonce: input.nonce }))),
    ]);
    const replayed = new Set(logged.map((row) => `${row.clubId}|${row.nonce}`));
    const fresh = unique.flatMap((job, index) =>
      replayed.has(`${job.club.id}|${job.input.nonce}`) ? [] : [{ job, read: reads[index]!, scannedAt: job.input.scannedAt ?? now }],
    );
    const standings = await this.standingsOf(fresh);
    const judged = await this.logAll(
      fresh.map((scan) => ({ ...scan, standing: scan.read.kind === 'member' ? (standings.get(standingKey(scan)) ?? null) : null })),
    );
    const answers = new Map<string, Promise<ScanAnswer>>();
    for (const job of unique) {
      const key = `${job.club.id}|${job.input.nonce}`;
      const done = judged.get(key);
      answers.set(key, done ? Promise.resolve(this.present(done)) : this.answerOfLogged(job));
    }
    return Promise.all(jobs.map((job) => answers.get(`${job.club.id}|${job.input.nonce}`)!));
  }

  /** Fee standing of the batch's people, one query per club and day. */
  private async standingsOf(scans: readonly { job: ScanJob; read: ReadCode; scannedAt: Date }[]): Promise<Map<string, FeeStanding>> {
    const groups = new Map<string, { clubId: number; day: string; ids: number[] }>();
    for (const scan of scans) {
      if (scan.read.kind !== 'member') continue;
      const day = CLUB_DAY.format(scan.scannedAt);
      const group = groups.get(`${scan.job.club.id}|${day}`) ?? { clubId: scan.job.club.id, day, ids: [] };
      group.ids.push(scan.read.person.id);
      groups.set(`${scan.job.club.id}|${day}`, group);
    }
    const found = new Map<string, FeeStanding>();
    for (const { clubId, day, ids } of groups.values()) {
      for (const [profileId, standing] of await this.fees.standing(clubId, [...new Set(ids)], day)) {
        if (standing) found.set(`${clubId}|${day}|${profileId}`, standing);
      }
    }
    return found;
  }

  /** The batch judged and committed, again after a lost race; the judged scans by club and nonce (logged ones only). */
  private async logAll(scans: readonly Omit<Judged, 'decision' | 'subject'>[]): Promise<Map<string, Judged & { row: ScanRow }>> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const logged = await this.decideAndLog(this.data.read.batch, scans);
        this.logLists?.changed(scans.map((scan) => scan.job.club.id));
        return logged;
      } catch (error) {
        const lostRace = isSerializationFailure(error) || isUniqueViolation(error) || isDeadlock(error);
        if (attempt >= ATTEMPTS || !lostRace) throw error;
      }
    }
  }

  private async decideAndLog(
    batch: ScanBatchRepository,
    scans: readonly Omit<Judged, 'decision' | 'subject'>[],
  ): Promise<Map<string, Judged & { row: ScanRow }>> {
    const ticketIds = new Set<number>();
    const people = new Map<string, { listId: number; profileId: number }>();
    const keys = new Map<string, HistoryKey>();
    for (const { job, read } of scans) {
      const listId = job.input.list.id;
      if (read.kind === 'ticket' && job.input.list.kind === 'tickets') {
        ticketIds.add(read.ticket.id);
        keys.set(historyKey('ticket', listId, read.ticket.id), { kind: 'ticket', listId, subjectId: read.ticket.id });
      } else if (read.kind === 'member') {
        people.set(`${listId}|${read.person.id}`, { listId, profileId: read.person.id });
        keys.set(historyKey('member', listId, read.person.id), { kind: 'member', listId, subjectId: read.person.id });
      }
    }
    // Read without locks; the commit checks, under the locks, that they are still these.
    const historyRows = await batch.histories([...keys.values()]);
    const histories = new Map<string, History>();
    const firstUses = new Map<number, Movement>();
    for (const row of historyRows) {
      const { kind, listIdOf, subjectId, role, ...movement } = row;
      if (role === 'first') firstUses.set(subjectId, movement);
      else histories.set(historyKey(kind, listIdOf, subjectId), { latest: movement });
    }
    const judged: Judged[] = [];
    for (const scan of scans) {
      const { job, read } = scan;
      const key =
        read.kind === 'refused' ? null : historyKey(read.kind, job.input.list.id, read.kind === 'ticket' ? read.ticket.id : read.person.id);
      const history: History = {
        latest: key ? histories.get(key)?.latest : undefined,
        first: read.kind === 'ticket' ? firstUses.get(read.ticket.id) : undefined,
      };
      const { decision, subject } = decide(job.club, job.input, read, scan.standing, history, scan.scannedAt);
      judged.push({ ...scan, decision, subject });
      // What a later scan of the same ticket or person in this batch sees.
      if (key && decision.result !== 'refused') {
        const movement: Movement = {
          id: 0,
          direction: job.input.direction,
          scannedAt: scan.scannedAt,
          listName: job.input.list.name,
          deviceName: job.input.deviceName ?? null,
        };
        histories.set(key, { latest: movement });
        if (decision.firstUse && read.kind === 'ticket') firstUses.set(read.ticket.id, movement);
      }
    }
    const rows = await batch.commit(judged.map(logRowOf), {
      ticketIds: [...ticketIds].sort((a, b) => a - b),
      people: [...people.values()],
      keys: [...keys.values()],
      histories: historyRows,
    });
    const byNonce = new Map(rows.map((row) => [`${row.clubId}|${row.nonce}`, row]));
    const logged = new Map<string, Judged & { row: ScanRow }>();
    for (const scan of judged) {
      const key = `${scan.job.club.id}|${scan.job.input.nonce}`;
      const row = byNonce.get(key);
      if (row) logged.set(key, { ...scan, row });
    }
    return logged;
  }

  private present({ job, read, standing, row, decision, scannedAt }: Judged & { row: ScanRow }): ScanAnswer {
    return presentScanAnswer(row, job.input.list.publicId, {
      person: read.kind === 'member' ? doorPerson(job.club, read.person, standing, scannedAt) : null,
      ticket: read.kind === 'ticket' ? presentDoorTicket(read.ticket) : null,
      previous: decision.previous,
    });
  }

  /** The logged answer of an earlier scan (a replayed nonce), with its person or ticket as they are now. */
  private async answerOfLogged({ club, input }: ScanJob): Promise<ScanAnswer> {
    const scans = this.data.read.scans;
    const row = await scans.byNonce(club.id, input.nonce);
    if (!row) throw new Error('A scan neither logged nor replayed');
    const person = row.profileId !== null ? await scans.personById(row.profileId) : undefined;
    const ticket = row.ticketId !== null ? await scans.ticketById(row.ticketId) : undefined;
    const standing = person
      ? ((await this.fees.standing(club.id, [person.id], CLUB_DAY.format(row.scannedAt))).get(person.id) ?? null)
      : null;
    const previous = row.reason === 'alreadyUsed' && ticket ? await scans.firstUse(ticket.id) : undefined;
    return presentScanAnswer(row, row.listHash, {
      person: person && person.clubId === club.id ? doorPerson(club, person, standing, row.scannedAt) : null,
      ticket: ticket && ticket.clubId === club.id ? presentDoorTicket(ticket) : null,
      previous,
    });
  }
}

const standingKey = ({ job, read, scannedAt }: { job: ScanJob; read: ReadCode; scannedAt: Date }) =>
  `${job.club.id}|${CLUB_DAY.format(scannedAt)}|${read.kind === 'member' ? read.person.id : 0}`;

function doorPerson(club: { seasonEndsOn: string | null }, person: DoorPerson, standing: FeeStanding | null, at: Date) {
  return presentDoorPerson(person, standing, isActiveMember(person, club.seasonEndsOn, CLUB_DAY.format(at), standing));
}

function logRowOf({ job, decision, subject, scannedAt }: Judged): NewScan {
  const { input } = job;
  return {
    clubId: input.list.clubId,
    listId: input.list.id,
    deviceId: input.deviceId ?? null,
    controllerProfileId: input.controllerProfileId,
    nonce: input.nonce,
    profileId: null,
    ticketId: null,
    ...subject,
    direction: input.direction,
    result: decision.result,
    reason: decision.reason,
    firstUse: decision.firstUse ?? false,
    offline: input.offline !== undefined,
    conflict: decision.conflict ?? false,
    scannedAt,
  };
}

/**
 * The code reader's look-ups for one batch: QR codes of cards and tickets, what a busy gate reads,
 * go to one query per kind for the whole batch (DataLoader collects the keys asked for in one
 * tick); typed references and membership numbers, rare, go one by one.
 */
function batchedLookups(batch: ScanBatchRepository, scans: ScansRepository): CodeLookups {
  const tickets = new DataLoader<string, DoorTicket | undefined>(async (codes) => {
    const found = new Map((await batch.ticketsByCodes(codes)).map(({ code, ...ticket }) => [code, ticket]));
    return codes.map((code) => found.get(code));
  });
  const persons = new DataLoader<string, DoorPerson | undefined>(async (qrs) => {
    const found = new Map((await batch.personsByQr(qrs)).map(({ qrIdentifier, ...person }) => [qrIdentifier, person]));
    return qrs.map((qr) => found.get(qr));
  });
  return {
    ticketByCode: (code) => tickets.load(code),
    personByQr: (qr) => persons.load(qr),
    ticketByReference: (clubId, reference) => scans.ticketByReference(clubId, reference),
    personByNumber: (clubId, number) => scans.personByNumber(clubId, number),
  };
}
