import type { Db } from '../../db/client';
import type { UnitOfWork } from '../../lib/data/unit-of-work';
import { sharedRepositories } from '../../lib/data/shared-repositories';
import { PersonPhotoRepository } from './person-photo.repository';

/** The person photo feature's repositories (and the shared lib ones). */
export const personPhotoRepositories = (db: Db) => ({
  ...sharedRepositories(db),
  personPhotos: new PersonPhotoRepository(db),
});

export type PersonPhotoRepositories = ReturnType<typeof personPhotoRepositories>;
export type PersonPhotoData = UnitOfWork<PersonPhotoRepositories>;
