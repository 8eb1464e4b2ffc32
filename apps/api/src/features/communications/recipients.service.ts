import {
  PERSON_CATEGORIES,
  PROFILE_TYPE_CODES,
  RECIPIENT_KINDS,
  type AccessibleParticipants,
  type AllowedRecipient,
  type AllowedRecipients,
  type RecipientKind,
  type RecipientTarget,
} from '@tribuna/contract';
import type { z } from 'zod';
import type { AccessibleParticipantsQuerySchema } from '@tribuna/contract';
import type { StoredTarget } from '../../db/schema';
import { errors, type FieldProblem } from '../../lib/errors';
import { wholeCollection } from '../../lib/hydra';
import type { ActingContext } from '../../lib/route/request-context';
import type { TeamsPublic } from '../teams';
import type { CommunicationsRepositories } from './communications.data';
import { writesToAnyone } from './communications.policy';
import { fullName, presentPerson } from './communications.presenter';
import type { MailboxRow } from './mailboxes.repository';
import type { Reach } from './recipients.repository';

/** A new thread's recipients, checked: who it reaches, the mailboxes, and the targets as shown. */
export type ResolvedRecipients = { reach: Reach; mailboxIds: number[]; targets: StoredTarget[] };

/** Kinds a profile writing personally, not a manager, may choose. */
const MEMBER_KINDS: readonly RecipientKind[] = ['person', 'mailbox'];

/** The whole groups: which profile type each reaches. */
const GROUP_TYPES = {
  partners: PROFILE_TYPE_CODES.member,
  athletes: PROFILE_TYPE_CODES.player,
  guardians: PROFILE_TYPE_CODES.guardian,
} as const;

type AccessibleQuery = z.output<typeof AccessibleParticipantsQuerySchema>;

/** What messaging asks the teams feature: the teams to address, their rosters, a member's staff. */
export type RecipientTeams = Pick<TeamsPublic, 'teamsOf' | 'findTeams' | 'rosterProfileIds' | 'staffOfTeamsOf'>;

/**
 * Who messages may be addressed to, and what a choice reaches (issue 10 part 2): single people,
 * whole teams, categories, all partners, all athletes, all guardians, mailboxes. A child
 * athlete reached also reaches their guardians (recipients.repository.ts, in the same insert).
 */
export class RecipientsService {
  constructor(
    private readonly repos: Pick<CommunicationsRepositories, 'recipients' | 'mailboxes'>,
    private readonly teams: RecipientTeams,
  ) {}

  /**
   * Whom the acting profile reaches personally besides the club's managers when it does not write
   * to anyone: the staff (coach, assistant, delegate) of the teams it or its children play in.
   */
  private async staffOf(ctx: ActingContext): Promise<number[]> {
    const children = await this.repos.recipients.childrenOf(ctx.profile.id);
    return this.teams.staffOfTeamsOf([ctx.profile.id, ...children]);
  }

  /** The acting profile writes to anyone when a manager, or answering from a mailbox. */
  private async mailboxesOf(ctx: ActingContext): Promise<MailboxRow[]> {
    return this.repos.mailboxes.ofProfile(ctx.club.id, ctx.profile.id);
  }

  /** Every choice of the new-message form, in the order the form shows them (see AllowedRecipientSchema). */
  async allowed(ctx: ActingContext, url: string): Promise<AllowedRecipients> {
    const fromMailboxes = await this.mailboxesOf(ctx);
    const anyone = writesToAnyone(ctx.profile.role, fromMailboxes.length > 0);
    const [teams, mailboxes] = await Promise.all([anyone ? this.teams.teamsOf(ctx.club.id) : [], this.repos.mailboxes.list(ctx.club.id)]);
    const kinds = new Set<RecipientKind>(anyone ? RECIPIENT_KINDS : MEMBER_KINDS);
    const choice = (kind: RecipientKind, hash: string | null, label: string, use: AllowedRecipient['use'] = 'to'): AllowedRecipient => ({
      kind,
      hash,
      category: null,
      label,
      use,
    });
    const members: AllowedRecipient[] = [
      ...(kinds.has('person') ? [choice('person', null, 'person')] : []),
      ...(['partners', 'athletes', 'guardians'] as const).filter((kind) => kinds.has(kind)).map((kind) => choice(kind, null, kind)),
      ...(kinds.has('team') ? teams.map((team) => choice('team', team.publicId, team.name)) : []),
      ...(kinds.has('category') ? PERSON_CATEGORIES.map((category) => ({ ...choice('category', null, category), category })) : []),
      ...(kinds.has('mailbox') ? mailboxes.map((box) => choice('mailbox', box.publicId, box.name)) : []),
      ...fromMailboxes.map((box) => choice('mailbox', box.publicId, box.name, 'from')),
    ];
    return wholeCollection(url, members);
  }

  async accessible(ctx: ActingContext, query: AccessibleQuery, url: string): Promise<AccessibleParticipants> {
    const fromMailboxes = await this.mailboxesOf(ctx);
    const anyone = writesToAnyone(ctx.profile.role, fromMailboxes.length > 0);
    const reach = anyone ? 'anyone' : await this.staffOf(ctx);
    const people = await this.repos.recipients.accessible(ctx.club.id, ctx.profile.id, { reach, q: query.q, limit: query.itemsPerPage });
    return wholeCollection(url, people.map(presentPerson));
  }

  /**
   * Checks every chosen target (400 naming each refused one: unknown to the club, or not one
   * the writer may choose) and answers what they reach.
   */
  async resolve(ctx: ActingContext, targets: readonly RecipientTarget[], fromMailbox: MailboxRow | null): Promise<ResolvedRecipients> {
    const club = ctx.club.id;
    const anyone = writesToAnyone(ctx.profile.role, fromMailbox !== null);
    const hashesOf = <K extends RecipientKind>(kind: K, key: string) =>
      targets.flatMap((target) => (target.kind === kind ? [(target as Record<string, string>)[key]!] : []));
    const [people, teams, mailboxes] = await Promise.all([
      this.repos.recipients.findPeople(club, hashesOf('person', 'profileHash')),
      this.teams.findTeams(club, hashesOf('team', 'teamHash')),
      this.repos.mailboxes.findMany(club, hashesOf('mailbox', 'mailboxHash')),
    ]);
    const personByHash = new Map(people.map((person) => [person.publicId, person]));
    const teamByHash = new Map(teams.map((team) => [team.publicId, team]));
    const mailboxByHash = new Map(mailboxes.map((mailbox) => [mailbox.publicId, mailbox]));
    const reachable = anyone
      ? null
      : new Set(
          people.length === 0
            ? []
            : (
                await this.repos.recipients.accessible(club, ctx.profile.id, {
                  reach: await this.staffOf(ctx),
                  limit: people.length,
                  onlyIds: people.map((p) => p.id),
                })
              ).map((person) => person.id),
        );

    const problems: FieldProblem[] = [];
    const refuse = (index: number, code: 'unknownRecipient' | 'recipientNotAllowed') =>
      problems.push({ field: `recipients.${index}`, code });
    const reach: Reach = { profileIds: [], categories: [], types: [] };
    const teamIds: number[] = [];
    const mailboxIds: number[] = [];
    const stored: StoredTarget[] = [];

    targets.forEach((target, index) => {
      if (!anyone && !MEMBER_KINDS.includes(target.kind)) return refuse(index, 'recipientNotAllowed');
      switch (target.kind) {
        case 'person': {
          const person = personByHash.get(target.profileHash);
          if (!person) return refuse(index, 'unknownRecipient');
          if (person.id === ctx.profile.id || (reachable && !reachable.has(person.id))) return refuse(index, 'recipientNotAllowed');
          reach.profileIds.push(person.id);
          return stored.push({ kind: 'person', hash: person.publicId, category: null, label: fullName(person) });
        }
        case 'team': {
          const team = teamByHash.get(target.teamHash);
          if (!team) return refuse(index, 'unknownRecipient');
          teamIds.push(team.id);
          return stored.push({ kind: 'team', hash: team.publicId, category: null, label: team.name });
        }
        case 'category':
          reach.categories.push(target.category);
          return stored.push({ kind: 'category', hash: null, category: target.category, label: target.category });
        case 'mailbox': {
          const mailbox = mailboxByHash.get(target.mailboxHash);
          if (!mailbox) return refuse(index, 'unknownRecipient');
          if (mailbox.id === fromMailbox?.id) return refuse(index, 'recipientNotAllowed');
          mailboxIds.push(mailbox.id);
          return stored.push({ kind: 'mailbox', hash: mailbox.publicId, category: null, label: mailbox.name });
        }
        default:
          reach.types.push(GROUP_TYPES[target.kind]);
          return stored.push({ kind: target.kind, hash: null, category: null, label: target.kind });
      }
    });
    if (problems.length) throw errors.validation(problems);
    // A team reaches its roster (one query for every team chosen).
    reach.profileIds.push(...(await this.teams.rosterProfileIds(club, teamIds)));
    return { reach: dedupe(reach), mailboxIds: [...new Set(mailboxIds)], targets: dedupeTargets(stored) };
  }
}

const dedupe = (reach: Reach): Reach => ({
  profileIds: [...new Set(reach.profileIds)],
  categories: [...new Set(reach.categories)],
  types: [...new Set(reach.types)],
});

const dedupeTargets = (targets: StoredTarget[]) => {
  const seen = new Set<string>();
  return targets.filter((target) => {
    const key = `${target.kind} ${target.hash ?? target.category ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};
