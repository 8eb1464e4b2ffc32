import type { Db } from '../../db/client';
import type { UnitOfWork } from '../../lib/data/unit-of-work';
import { sharedRepositories } from '../../lib/data/shared-repositories';
import { AccountClaimsRepository } from './families/account-claims.repository';
import { FamiliesRepository } from './families/families.repository';
import { PeopleImportRepository } from './import/people-import.repository';
import { PeopleGroupRepository } from './people-group.repository';
import { PeopleRepository } from './people.repository';

/** The people feature's repositories (people, groups, families, account claims, imports; and the shared lib ones). */
export const peopleRepositories = (db: Db) => ({
  ...sharedRepositories(db),
  people: new PeopleRepository(db),
  peopleGroups: new PeopleGroupRepository(db),
  families: new FamiliesRepository(db),
  accountClaims: new AccountClaimsRepository(db),
  peopleImports: new PeopleImportRepository(db),
});

export type PeopleRepositories = ReturnType<typeof peopleRepositories>;
export type PeopleData = UnitOfWork<PeopleRepositories>;
