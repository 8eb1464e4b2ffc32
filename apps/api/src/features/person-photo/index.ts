import type { Feature } from '../../lib/feature/feature';
import { personPhotoRepositories } from './person-photo.data';
import { PERSON_PHOTO_RULES } from './person-photo.policy';
import { personPhotoRoutes } from './person-photo.routes';

/** People's photos. */
export const personPhotoFeature: Feature<'personPhoto'> = {
  name: 'personPhoto',
  rules: PERSON_PHOTO_RULES,
  async routes(api, { units, files }) {
    const data = units(personPhotoRepositories);
    await api.register(personPhotoRoutes, { data, files });
  },
};
