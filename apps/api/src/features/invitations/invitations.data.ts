import type { Db } from '../../db/client';
import type { UnitOfWork } from '../../lib/data/unit-of-work';
import { sharedRepositories } from '../../lib/data/shared-repositories';
import { InvitationsRepository } from './invitations.repository';

/** The invitations feature's repositories (and the shared lib ones). */
export const invitationsRepositories = (db: Db) => ({
  ...sharedRepositories(db),
  invitations: new InvitationsRepository(db),
});

export type InvitationsRepositories = ReturnType<typeof invitationsRepositories>;
export type InvitationsData = UnitOfWork<InvitationsRepositories>;
