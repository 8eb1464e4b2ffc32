import { PERSON_PHOTO_ROUTES, routePath, type PersonPhotoResponse } from '@tribuna/contract';
import { randomBytes } from 'node:crypto';
import { errors } from '../../lib/errors';
import type { ClubRequestContext } from '../../lib/route/request-context';
import type { FileStorage } from '../../lib/uploads/file-storage';
import { normaliseImage, PHOTO_SIZE } from '../../lib/uploads/image';
import type { PersonPhotoData } from './person-photo.data';

const keyOf = (personHash: string) => `person-photos/${personHash}.webp`;
export const photoUrl = (clubHash: string, personHash: string, version: string) =>
  `${routePath(PERSON_PHOTO_ROUTES.read, { clubHash, personHash })}?v=${version}`;
const versionOf = (photo: string | null) => (photo ? new URL(photo, 'http://x').searchParams.get('v') : null);

/**
 * People's photos. The address carries a random version that changes with every upload and is
 * required to read the file: it is handed out only inside answers the reader may already see
 * (the person's page, their own card, a guardian's children's cards), so the image can be shown
 * with a plain <img> and cached, like the rest of the card, for offline use. Setting and
 * removing declare `personPhoto.manage` on their routes, checked before these methods run.
 */
export class PersonPhotoService {
  constructor(
    private readonly data: PersonPhotoData,
    private readonly storage: FileStorage,
  ) {}

  private get repository() {
    return this.data.read.personPhotos;
  }

  /** `read` gives the uploaded bytes (or undefined when no file was sent); called after the checks. */
  async upload(ctx: ClubRequestContext, personHash: string, read: () => Promise<Buffer | undefined>): Promise<PersonPhotoResponse> {
    const { club } = ctx;
    const person = await this.repository.find(club, personHash);
    if (!person) throw errors.notFound();
    const input = await read();
    if (!input) throw errors.validation([{ field: 'file', code: 'imageMissing' }]);
    const image = await normaliseImage(input, PHOTO_SIZE);
    if (!image) throw errors.validation([{ field: 'file', code: 'notAnImage' }]);
    const version = randomBytes(12).toString('base64url');
    await this.storage.put(keyOf(person.publicId), image);
    const photo = photoUrl(club.publicId, person.publicId, version);
    // The photo address is part of the person (and of the cached lists): written as a profile change.
    await this.data.write(['profiles'], async (repos) => {
      await repos.personPhotos.setPhoto(club, person.id, photo);
      await repos.audit.record(ctx, { action: 'person.photo.updated', target: person.publicId });
    });
    return { photo };
  }

  async remove(ctx: ClubRequestContext, personHash: string): Promise<void> {
    const { club } = ctx;
    const person = await this.repository.find(club, personHash);
    if (!person) throw errors.notFound();
    await this.data.write(['profiles'], async (repos) => {
      await repos.personPhotos.setPhoto(club, person.id, null);
      await repos.audit.record(ctx, { action: 'person.photo.removed', target: person.publicId });
    });
  }

  /** The image, only for the current version's address (a removed or replaced photo is gone). */
  async read(clubHash: string, personHash: string, version: string | undefined): Promise<Buffer> {
    const person = await this.repository.findByHashes(clubHash, personHash);
    const current = versionOf(person?.photo ?? null);
    if (!person || !current || version !== current) throw errors.notFound();
    const data = await this.storage.get(keyOf(person.publicId));
    if (!data) throw errors.notFound();
    return data;
  }
}
