import type { Db } from '../../db/client';
import type { UnitOfWork } from '../../lib/data/unit-of-work';
import { sharedRepositories } from '../../lib/data/shared-repositories';
import { CardDesignRepository } from './design/card-design.repository';
import { MemberCardRepository } from './member-card.repository';

/** The member card feature's repositories (the card and its design; and the shared lib ones). */
export const memberCardRepositories = (db: Db) => ({
  ...sharedRepositories(db),
  memberCard: new MemberCardRepository(db),
  cardDesigns: new CardDesignRepository(db),
});

export type MemberCardRepositories = ReturnType<typeof memberCardRepositories>;
export type MemberCardData = UnitOfWork<MemberCardRepositories>;
