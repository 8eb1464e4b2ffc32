import { PHOTO_MISSING, PHOTO_NOT_AN_IMAGE, type PersonPhotoResponse } from '@tribuna/contract';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { recordAudit, type RequestActor } from '../../lib/audit';
import { errors } from '../../lib/errors';
import type { FileStorage } from '../../lib/uploads/file-storage';
import { normaliseImage, PHOTO_SIZE } from '../../lib/uploads/image';
import type { ClubRow, ClubViewer } from '../../plugins/club-context.repository';
import { PersonPhotoRepository } from './person-photo.repository';

type InClub = { club: ClubRow; viewer: ClubViewer };

/** Managers (and admins) set people's photos: the club vouches for the face on its cards. */
const mayEdit = (viewer: ClubViewer) => viewer.admin || viewer.roles.includes('manager');

const keyOf = (personHash: string) => `person-photos/${personHash}.webp`;
export const photoUrl = (clubHash: string, personHash: string, version: string) =>
  `/api/clubs/${clubHash}/people/${personHash}/photo?v=${version}`;
const versionOf = (photo: string | null) => (photo ? new URL(photo, 'http://x').searchParams.get('v') : null);

/**
 * People's photos. The address carries a random version that changes with every upload and is
 * required to read the file: it is handed out only inside answers the reader may already see
 * (the person's page, their own card, a guardian's children's cards), so the image can be shown
 * with a plain <img> and cached, like the rest of the card, for offline use.
 */
export class PersonPhotoService {
  private readonly repository: PersonPhotoRepository;

  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
  ) {
    this.repository = new PersonPhotoRepository(db);
  }

  /** `read` gives the uploaded bytes (or undefined when no file was sent); called after the checks. */
  async upload(
    { club, viewer }: InClub,
    actor: RequestActor,
    personHash: string,
    read: () => Promise<Buffer | undefined>,
    ip: string,
  ): Promise<PersonPhotoResponse> {
    if (!mayEdit(viewer)) throw errors.forbidden();
    const person = await this.repository.find(club, personHash);
    if (!person) throw errors.notFound();
    const input = await read();
    if (!input) throw errors.validation([{ field: 'file', errors: [PHOTO_MISSING] }]);
    const image = await normaliseImage(input, PHOTO_SIZE);
    if (!image) throw errors.validation([{ field: 'file', errors: [PHOTO_NOT_AN_IMAGE] }]);
    const version = randomBytes(12).toString('base64url');
    await this.storage.put(keyOf(person.publicId), image);
    const photo = photoUrl(club.publicId, person.publicId, version);
    await this.repository.setPhoto(club, person.id, photo);
    await recordAudit(this.db, { action: 'person.photo.updated', actor, clubId: club.id, target: person.publicId, ip });
    return { photo };
  }

  async remove({ club, viewer }: InClub, actor: RequestActor, personHash: string, ip: string): Promise<void> {
    if (!mayEdit(viewer)) throw errors.forbidden();
    const person = await this.repository.find(club, personHash);
    if (!person) throw errors.notFound();
    await this.repository.setPhoto(club, person.id, null);
    await recordAudit(this.db, { action: 'person.photo.removed', actor, clubId: club.id, target: person.publicId, ip });
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
