import type { Db } from '../../db/client';
import { errors } from '../../lib/errors';
import type { ClubRow, ClubViewer } from '../../plugins/club-context.repository';
import { authorize } from './member-card.policy';
import { pickOwnCard, presentMemberCard } from './member-card.presenter';
import { MemberCardRepository } from './member-card.repository';

type InClub = { club: ClubRow; viewer: ClubViewer };

/** My ID: one's own club card and one's children's. Access is checked first. */
export class MemberCardService {
  private readonly repository: MemberCardRepository;

  constructor(
    db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.repository = new MemberCardRepository(db);
  }

  async own({ club, viewer }: InClub) {
    authorize(viewer, 'readOwn');
    const card = pickOwnCard(await this.repository.own(club, viewer.userId));
    if (!card) throw errors.notFound();
    return presentMemberCard(club, card, this.clock());
  }

  async children({ club, viewer }: InClub) {
    authorize(viewer, 'readChildren');
    const now = this.clock();
    return (await this.repository.children(club, viewer.userId)).map((row) => presentMemberCard(club, row, now));
  }
}
