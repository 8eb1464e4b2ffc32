import { errors } from '../../lib/errors';
import type { ClubRequestContext } from '../../lib/route/request-context';
import type { CardDesignRepository } from './design/card-design.repository';
import { presentCardDesign } from './design/card-design.presenter';
import type { FeesPublic } from '../fees';
import { dayOf, pickOwnCard, presentMemberCard } from './member-card.presenter';
import type { MemberCardRepository } from './member-card.repository';

/**
 * My ID: one's own club card and one's children's, with their standing in the membership fees
 * (fees' rule, so the card and the door agree). Who may ask is declared on each route
 * (`memberCard.readOwn`, `memberCard.readChildren`); every read is scoped to the caller's own
 * profiles in the club.
 */
export class MemberCardService {
  constructor(
    private readonly repository: MemberCardRepository,
    private readonly designs: CardDesignRepository,
    private readonly fees: Pick<FeesPublic, 'standing'>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async own({ club, viewer }: ClubRequestContext) {
    const card = pickOwnCard(await this.repository.own(club, viewer.userId));
    if (!card) throw errors.notFound();
    const now = this.clock();
    const standings = await this.fees.standing(club.id, [card.id], dayOf(now));
    return presentMemberCard(club, card, now, await this.designOf(club), standings.get(card.id) ?? null);
  }

  async children({ club, viewer }: ClubRequestContext) {
    const now = this.clock();
    const design = await this.designOf(club);
    const rows = await this.repository.children(club, viewer.userId);
    const standings = await this.fees.standing(
      club.id,
      rows.map((row) => row.id),
      dayOf(now),
    );
    return rows.map((row) => presentMemberCard(club, row, now, design, standings.get(row.id) ?? null));
  }

  /** The club's own design while it has custom_card_templates, else the default one. */
  private async designOf(club: ClubRequestContext['club']) {
    return presentCardDesign(club.publicId, await this.designs.effective(club.id));
  }
}
