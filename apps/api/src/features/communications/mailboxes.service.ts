import { MAILBOX_NAME_MAX, type CreateMailboxBody, type Mailbox, type MailboxList } from '@tribuna/contract';
import { errors } from '../../lib/errors';
import { wholeCollection } from '../../lib/hydra';
import type { ClubRequestContext } from '../../lib/route/request-context';
import type { CommunicationsData, CommunicationsRepositories } from './communications.data';
import { isModerator } from './communications.policy';
import { presentMailbox, presentPerson } from './communications.presenter';
import type { MailboxRow } from './mailboxes.repository';

const nameTaken = () => errors.conflict('mailboxNameTaken');
const COPY_SUFFIX = ' (copy)';

/**
 * Mailboxes (issue 10 part 1): a club's shared inboxes and the profiles that answer from them.
 * Managing them is declared on the routes (`communications.manageMailboxes`); here stay the
 * checks on objects: the mailbox and the people are the club's, the predefined mailbox is never
 * removed nor left without a profile. Every change is audited.
 */
export class MailboxesService {
  constructor(
    private readonly data: CommunicationsData,
    /** After each committed change: who reads which mailbox is cached (messaging-read-cache.ts). */
    private readonly changed: () => void = () => undefined,
  ) {}

  /** A write of mailboxes or their people, followed by the read cache's reset in this process. */
  private write<T>(work: (repos: CommunicationsRepositories) => Promise<T>): Promise<T> {
    return this.data.write([], work).finally(this.changed);
  }

  private get repository() {
    return this.data.read.mailboxes;
  }

  /** Managers see every mailbox; the others the ones they answer from. */
  async list({ club, viewer }: ClubRequestContext, url: string): Promise<MailboxList> {
    const rows = await this.repository.list(club.id, isModerator(viewer) ? undefined : viewer.profileIds);
    const people = await this.repository.people(rows.map((row) => row.id));
    return wholeCollection(
      url,
      rows.map((row) => presentMailbox(row, people.get(row.id) ?? [])),
    );
  }

  async read({ club }: ClubRequestContext, mailboxHash: string): Promise<Mailbox> {
    return this.present(this.data.read, await this.mailbox(club.id, mailboxHash));
  }

  /** Answered by the given profiles, or by the creating manager when none is given. */
  async create(ctx: ClubRequestContext, body: CreateMailboxBody): Promise<Mailbox> {
    const profileIds = body.profiles ? await this.peopleOf(ctx, body.profiles) : await this.creatorOf(ctx);
    return this.write(async (repos) => {
      const mailbox = await repos.mailboxes.create(ctx.club.id, body.name);
      if (!mailbox) throw nameTaken();
      await repos.mailboxes.addProfiles(mailbox, profileIds);
      await repos.audit.record(ctx, {
        action: 'mailbox.created',
        target: mailbox.publicId,
        metadata: { name: mailbox.name, profiles: profileIds.length },
      });
      return this.present(repos, mailbox);
    });
  }

  async rename(ctx: ClubRequestContext, mailboxHash: string, name: string): Promise<Mailbox> {
    const mailbox = await this.mailbox(ctx.club.id, mailboxHash);
    return this.write(async (repos) => {
      const renamed = await repos.mailboxes.rename(mailbox, name);
      if (!renamed) throw nameTaken();
      await repos.audit.record(ctx, {
        action: 'mailbox.renamed',
        target: mailbox.publicId,
        metadata: { from: mailbox.name, to: renamed.name },
      });
      return this.present(repos, renamed);
    });
  }

  /** A new mailbox with the same profiles, named "<name> (copy)" unless a name is given. */
  async duplicate(ctx: ClubRequestContext, mailboxHash: string, name: string | undefined): Promise<Mailbox> {
    const source = await this.mailbox(ctx.club.id, mailboxHash);
    const copyName = name ?? `${source.name.slice(0, MAILBOX_NAME_MAX - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
    return this.write(async (repos) => {
      const mailbox = await repos.mailboxes.create(ctx.club.id, copyName);
      if (!mailbox) throw nameTaken();
      const people = (await repos.mailboxes.people([source.id])).get(source.id) ?? [];
      await repos.mailboxes.addProfiles(
        mailbox,
        people.map((person) => person.id),
      );
      await repos.audit.record(ctx, {
        action: 'mailbox.duplicated',
        target: mailbox.publicId,
        metadata: { from: source.publicId, name: mailbox.name },
      });
      return this.present(repos, mailbox);
    });
  }

  /** The predefined mailbox cannot be removed ("This mailbox cannot be removed"). */
  async remove(ctx: ClubRequestContext, mailboxHash: string): Promise<void> {
    const mailbox = await this.mailbox(ctx.club.id, mailboxHash);
    if (mailbox.predefined) throw errors.conflict('mailboxNotRemovable');
    await this.write(async (repos) => {
      await repos.mailboxes.remove(mailbox);
      await repos.audit.record(ctx, { action: 'mailbox.removed', target: mailbox.publicId, metadata: { name: mailbox.name } });
    });
  }

  async profiles({ club }: ClubRequestContext, mailboxHash: string, url: string) {
    const mailbox = await this.mailbox(club.id, mailboxHash);
    const people = (await this.repository.people([mailbox.id])).get(mailbox.id) ?? [];
    return wholeCollection(url, people.map(presentPerson));
  }

  /** Adding a profile already there changes nothing. */
  async addProfile(ctx: ClubRequestContext, mailboxHash: string, profileHash: string): Promise<Mailbox> {
    const mailbox = await this.mailbox(ctx.club.id, mailboxHash);
    const [person] = await this.data.read.recipients.findPeople(ctx.club.id, [profileHash]);
    if (!person) throw errors.validation([{ field: 'profileHash', code: 'teamPersonNotInClub' }]);
    return this.write(async (repos) => {
      await repos.mailboxes.addProfiles(mailbox, [person.id]);
      await repos.audit.record(ctx, { action: 'mailbox.profile.added', target: mailbox.publicId, metadata: { profile: person.publicId } });
      return this.present(repos, mailbox);
    });
  }

  /**
   * The predefined mailbox keeps at least one profile ("Cannot delete user from mailbox; assign
   * another user first"). The mailbox row is locked first, so two removals at once take turns
   * and cannot both see "one left".
   */
  async removeProfile(ctx: ClubRequestContext, mailboxHash: string, profileHash: string): Promise<void> {
    const mailbox = await this.mailbox(ctx.club.id, mailboxHash);
    const people = (await this.repository.people([mailbox.id])).get(mailbox.id) ?? [];
    const person = people.find((p) => p.publicId === profileHash);
    if (!person) throw errors.notFound();
    await this.write(async (repos) => {
      await repos.mailboxes.lock(mailbox);
      if (mailbox.predefined && (await repos.mailboxes.countProfiles(mailbox)) <= 1) throw errors.conflict('mailboxLastProfile');
      if (!(await repos.mailboxes.removeProfile(mailbox, person.id))) throw errors.notFound();
      await repos.audit.record(ctx, {
        action: 'mailbox.profile.removed',
        target: mailbox.publicId,
        metadata: { profile: person.publicId },
      });
    });
  }

  private async mailbox(clubId: number, mailboxHash: string): Promise<MailboxRow> {
    const mailbox = await this.repository.find(clubId, mailboxHash);
    if (!mailbox) throw errors.notFound();
    return mailbox;
  }

  private async present(repos: CommunicationsRepositories, mailbox: MailboxRow): Promise<Mailbox> {
    return presentMailbox(mailbox, (await repos.mailboxes.people([mailbox.id])).get(mailbox.id) ?? []);
  }

  /** The club's enabled people among the hashes, each one known (else 400 naming it). */
  private async peopleOf({ club }: ClubRequestContext, hashes: readonly string[]): Promise<number[]> {
    const people = await this.data.read.recipients.findPeople(club.id, hashes);
    const idByHash = new Map(people.map((person) => [person.publicId, person.id]));
    const problems = hashes.flatMap((hash, index) =>
      idByHash.has(hash) ? [] : [{ field: `profiles.${index}`, code: 'teamPersonNotInClub' as const }],
    );
    if (problems.length) throw errors.validation(problems);
    return [...new Set(idByHash.values())];
  }

  /** The caller's manager profile in the club (none for an admin without one). */
  private async creatorOf({ club, viewer }: ClubRequestContext): Promise<number[]> {
    const id = await this.data.read.recipients.managerProfileAmong(club.id, viewer.profileIds);
    return id === undefined ? [] : [id];
  }
}
