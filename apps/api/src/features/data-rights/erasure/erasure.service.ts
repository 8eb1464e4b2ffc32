import {
  ERASURE_UNDO_DAYS,
  type CreateErasureBodySchema,
  type ErasurePlan,
  type ErasureRequest,
  type ErasureRequestList,
} from '@tribuna/contract/data-rights';
import type { z } from 'zod';
import { inClub } from '../../../lib/data/unit-of-work';
import { errors } from '../../../lib/errors';
import { wholeCollection } from '../../../lib/hydra';
import type { ClubRequestContext } from '../../../lib/route/request-context';
import type { FileStorage } from '../../../lib/uploads/file-storage';
import type { DataRightsData } from '../data-rights.data';
import { clubDay, oneMonthAfter } from './erasure-days';
import { presentErasureRequest } from './erasure.presenter';

type CreateBody = z.output<typeof CreateErasureBodySchema>;

const DAY_MS = 86_400_000;
/** What erasure writes: people (and their family links), so the read caches and door packages follow. */
const ERASURE_TOPICS = ['profiles', 'guardianships'] as const;

/**
 * Erasure (issue 25 part 4): a manager asks with the dry run, another approves (the person is
 * disabled at once, on the door phones too), and after 14 days the job carries it out; until then
 * either may cancel it, which restores the person. The one-month legal deadline runs from the day
 * the person asked. Every step is in the audit log.
 */
export class ErasureService {
  constructor(
    private readonly data: DataRightsData,
    private readonly files: FileStorage,
  ) {}

  private async personOf(clubId: number, hash: string) {
    const person = await this.data.read.erasurePlan.person(clubId, hash);
    if (!person) throw errors.notFound();
    return person;
  }

  async preview({ club }: ClubRequestContext, personHash: string): Promise<ErasurePlan> {
    const person = await this.personOf(club.id, personHash);
    return { personHash: person.hash, name: person.name, lines: await this.data.read.erasurePlan.plan(club.id, person) };
  }

  async list({ club, viewer }: ClubRequestContext, url: string): Promise<ErasureRequestList> {
    const today = clubDay(new Date());
    const rows = await this.data.read.erasureRequests.list(club.id);
    return wholeCollection(
      url,
      rows.map((row) => presentErasureRequest(row, viewer.userId, today)),
    );
  }

  async create(ctx: ClubRequestContext, body: CreateBody): Promise<ErasureRequest> {
    const { club, viewer } = ctx;
    const today = clubDay(new Date());
    const receivedOn = body.receivedOn ?? today;
    if (receivedOn > today) throw errors.validation([{ field: 'receivedOn', code: 'dateOutOfRange' }]);
    const person = await this.personOf(club.id, body.personHash);
    const plan = await this.data.read.erasurePlan.plan(club.id, person);
    const requestedByName = await this.data.read.erasureRequests.accountName(viewer.userId);
    const row = await this.data.write(inClub(club.id, []), async (repos) => {
      const created = await repos.erasureRequests.insert({
        clubId: club.id,
        profileId: person.id,
        personHash: person.hash,
        personName: person.name,
        requestedBy: viewer.userId,
        requestedByName,
        receivedOn,
        dueOn: oneMonthAfter(receivedOn),
        note: body.note || null,
        plan,
      });
      if (!created) throw errors.conflict('erasureAlreadyOpen');
      await repos.audit.record(ctx, {
        action: 'dataRights.erasure.requested',
        target: person.hash,
        metadata: { request: created.publicId },
      });
      return created;
    });
    return presentErasureRequest(row, viewer.userId, today);
  }

  async approve(ctx: ClubRequestContext, hash: string): Promise<ErasureRequest> {
    const { club, viewer } = ctx;
    const approvedByName = await this.data.read.erasureRequests.accountName(viewer.userId);
    const row = await this.data.write(inClub(club.id, ERASURE_TOPICS), async (repos) => {
      const request = await repos.erasureRequests.lock(club.id, hash);
      if (!request) throw errors.notFound();
      if (request.status !== 'awaiting_approval') throw errors.conflict('erasureNotAwaitingApproval');
      // The four-eyes rule: the one who asked never approves (an admin is a second person too).
      if (request.requestedBy === viewer.userId) throw errors.conflict('erasureSecondManager');
      const now = new Date();
      let restore = null;
      if (request.profileId !== null) {
        const person = await repos.erasurePlan.person(club.id, request.personHash);
        restore = { enabled: person?.enabled ?? true };
        await repos.erasureWrites.setEnabled(club.id, request.profileId, false);
      }
      const updated = await repos.erasureRequests.update(request.id, {
        status: 'scheduled',
        approvedBy: viewer.userId,
        approvedByName,
        approvedAt: now,
        executesAt: new Date(now.getTime() + ERASURE_UNDO_DAYS * DAY_MS),
        restore,
      });
      await repos.audit.record(ctx, { action: 'dataRights.erasure.approved', target: request.personHash, metadata: { request: hash } });
      return updated;
    });
    return presentErasureRequest(row, viewer.userId, clubDay(new Date()));
  }

  async cancel(ctx: ClubRequestContext, hash: string): Promise<ErasureRequest> {
    const { club, viewer } = ctx;
    const closedByName = await this.data.read.erasureRequests.accountName(viewer.userId);
    const row = await this.data.write(inClub(club.id, ERASURE_TOPICS), async (repos) => {
      const request = await repos.erasureRequests.lock(club.id, hash);
      if (!request) throw errors.notFound();
      const now = new Date();
      const undoable = request.status === 'scheduled' && request.executesAt !== null && request.executesAt > now;
      if (request.status !== 'awaiting_approval' && !undoable) throw errors.conflict('erasureUndoClosed');
      if (undoable && request.profileId !== null) {
        await repos.erasureWrites.setEnabled(club.id, request.profileId, request.restore?.enabled ?? true);
      }
      const updated = await repos.erasureRequests.update(request.id, {
        status: undoable ? 'undone' : 'cancelled',
        closedByName,
        closedAt: now,
        executesAt: null,
      });
      await repos.audit.record(ctx, {
        action: undoable ? 'dataRights.erasure.undone' : 'dataRights.erasure.cancelled',
        target: request.personHash,
        metadata: { request: hash },
      });
      return updated;
    });
    return presentErasureRequest(row, viewer.userId, clubDay(new Date()));
  }

  /**
   * Carries out the scheduled erasures whose undo window has closed by `now` (the job, every
   * hour; safe to run twice: a carried-out request is no longer scheduled). Returns how many.
   */
  async executeDue(now: Date, limit = 100): Promise<number> {
    const due = await this.data.read.erasureRequests.due(now, limit);
    let done = 0;
    for (const request of due) {
      const executed = await this.data.write(inClub(request.clubId, ERASURE_TOPICS), async (repos) => {
        const locked = await repos.erasureRequests.lock(request.clubId, request.publicId);
        if (!locked || locked.status !== 'scheduled' || !locked.executesAt || locked.executesAt > now) return false;
        if (locked.profileId !== null) await repos.erasureWrites.execute(locked.clubId, locked.profileId);
        // The request keeps the person's hash and the plan, no longer their name or the note.
        await repos.erasureRequests.update(locked.id, { status: 'executed', executedAt: now, personName: null, note: null });
        await repos.audit.record(
          { actor: null, club: { id: locked.clubId }, ip: '' },
          { action: 'dataRights.erasure.executed', target: locked.personHash, metadata: { request: locked.publicId } },
        );
        return true;
      });
      if (executed) {
        done += 1;
        await this.files.delete(`person-photos/${request.personHash}.webp`);
      }
    }
    return done;
  }
}
