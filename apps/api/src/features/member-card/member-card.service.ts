import { errors } from '../../lib/errors';
import type { ClubRequestContext } from '../../lib/route/request-context';
import type { CardDesignRepository } from './design/card-design.repository';
import { presentCardDesign } from './design/card-design.presenter';
import { pickOwnCard, presentMemberCard } from './member-card.presenter';
import type { MemberCardRepository } from './member-card.repository';

/**
 * My ID: one's own club card and one's children's. Who may ask is declared on each route
 * (`memberCard.readOwn`, `memberCard.readChildren`); every read is scoped to the caller's own
 * profiles in the club.
 */
export class MemberCardService {
  constructor(
    private readonly repository: MemberCardRepository,
    private readonly designs: CardDesignRepository,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async own({ club, viewer }: ClubRequestContext) {
    const card = pickOwnCard(await this.repository.own(club, viewer.userId));
    if (!card) throw errors.notFound();
    return presentMemberCard(club, card, this.clock(), await this.designOf(club));
  }

  async children({ club, viewer }: ClubRequestContext) {
    const now = this.clock();
    const design = await this.designOf(club);
    return (await this.repository.children(club, viewer.userId)).map((row) => presentMemberCard(club, row, now, design));
  }

  /** The club's own design while it has custom_card_templates, else the default one. */
  private async designOf(club: ClubRequestContext['club']) {
    return presentCardDesign(club.publicId, await this.designs.effective(club.id));
  }
}
