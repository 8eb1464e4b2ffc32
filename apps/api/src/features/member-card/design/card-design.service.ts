import type { UpdateCardDesignBody } from '@tribuna/contract';
import { createHash } from 'node:crypto';
import { errors } from '../../../lib/errors';
import type { ClubRequestContext } from '../../../lib/route/request-context';
import type { FileStorage } from '../../../lib/uploads/file-storage';
import { normaliseImage } from '../../../lib/uploads/image';
import type { MemberCardData } from '../member-card.data';
import { cardBackgroundKey, designValues, presentCardDesign, valuesOf } from './card-design.presenter';

/** Wide enough for the card printed at 300 dpi (85.6 mm ≈ 1011 px). */
const BACKGROUND_SIZE = 1024;

/**
 * The club's member card design (feature custom_card_templates). Who may change it and whether
 * the club has the feature are declared on the routes (clubSettings.manage); every read and
 * write is scoped to the route's club.
 */
export class CardDesignService {
  constructor(
    private readonly data: MemberCardData,
    private readonly storage: FileStorage,
  ) {}

  async read({ club }: ClubRequestContext) {
    return presentCardDesign(club.publicId, await this.data.read.cardDesigns.find(club.id));
  }

  async update(ctx: ClubRequestContext, body: UpdateCardDesignBody) {
    const { club } = ctx;
    const { row, dropped } = await this.data.write([], async (repos) => {
      const current = await repos.cardDesigns.find(club.id);
      const keep = body.removeBackground ? null : (current?.backgroundVersion ?? null);
      const saved = await repos.cardDesigns.save(club.id, designValues(body, keep));
      await repos.audit.record(ctx, { action: 'club.cardDesign.updated', target: club.publicId });
      return { row: saved, dropped: Boolean(current?.backgroundVersion) && keep === null };
    });
    // After the commit: a failed write never loses the picture the card still points at.
    if (dropped) await this.storage.delete(cardBackgroundKey(club.publicId));
    return presentCardDesign(club.publicId, row);
  }

  /** `read` gives the uploaded bytes (undefined when no file was sent); called after the access check. */
  async uploadBackground(ctx: ClubRequestContext, read: () => Promise<Buffer | undefined>) {
    const input = await read();
    if (!input) throw errors.validation([{ field: 'file', code: 'imageMissing' }]);
    const picture = await normaliseImage(input, BACKGROUND_SIZE);
    if (!picture) throw errors.validation([{ field: 'file', code: 'notAnImage' }]);
    const { club } = ctx;
    await this.storage.put(cardBackgroundKey(club.publicId), picture);
    const version = createHash('sha256').update(picture).digest('base64url').slice(0, 12);
    const row = await this.data.write([], async (repos) => {
      const values = { ...valuesOf(await repos.cardDesigns.find(club.id)), backgroundVersion: version };
      const saved = await repos.cardDesigns.save(club.id, values);
      await repos.audit.record(ctx, { action: 'club.cardDesign.background', target: version });
      return saved;
    });
    return presentCardDesign(club.publicId, row);
  }

  /** Public: the stored picture and whether the requested version is the current one. */
  async background(clubHash: string, requestedVersion: string | undefined) {
    const current = await this.data.read.cardDesigns.backgroundOf(clubHash);
    if (!current) throw errors.notFound();
    const picture = await this.storage.get(cardBackgroundKey(clubHash));
    if (!picture) throw errors.notFound();
    return { picture, current: requestedVersion === current };
  }
}
