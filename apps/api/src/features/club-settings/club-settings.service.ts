import {
  PRIVACY_VERSION_OUTDATED,
  SHORTNAME_TAKEN,
  type AcceptClubPrivacyBody,
  type UpdateClubFeaturesBody,
  type UpdateClubSettingsBody,
} from '@tribuna/contract';
import type { Db } from '../../db/client';
import { recordAudit, type RequestActor } from '../../lib/audit';
import { errors } from '../../lib/errors';
import type { ClubRow, ClubViewer } from '../../plugins/club-context.repository';
import { authorize } from './club-settings.policy';
import { presentAdminFeatures, presentClubSettings, presentPrivacyStatus } from './club-settings.presenter';
import { ClubSettingsRepository } from './club-settings.repository';

type InClub = { club: ClubRow; viewer: ClubViewer };

/** Administration → Settings, policy acceptance and feature switches. Access is checked first. */
export class ClubSettingsService {
  private readonly repository: ClubSettingsRepository;

  constructor(private readonly db: Db) {
    this.repository = new ClubSettingsRepository(db);
  }

  read({ club, viewer }: InClub) {
    authorize(viewer, 'manageSettings');
    return presentClubSettings(club);
  }

  async update({ club, viewer }: InClub, body: UpdateClubSettingsBody, actor: RequestActor, ip: string) {
    authorize(viewer, 'manageSettings');
    const updated = await this.repository.update(club, body);
    if (updated === 'shortname-taken') throw errors.validation([{ field: 'shortname', errors: [SHORTNAME_TAKEN] }]);
    const published = [body.privacy?.publishNewVersion && 'privacy', body.terms?.publishNewVersion && 'terms'].filter(Boolean);
    await recordAudit(this.db, {
      action: 'club.settings.updated',
      actor,
      clubId: club.id,
      target: club.publicId,
      metadata: { fields: Object.keys(body), published },
      ip,
    });
    return presentClubSettings(updated);
  }

  async privacyStatus({ club, viewer }: InClub) {
    authorize(viewer, 'readPolicies');
    const accepted = await this.repository.acceptance(club, viewer.userId);
    return presentPrivacyStatus(club, accepted, viewer.roles.length > 0);
  }

  /** 409 when the versions read are no longer the current ones (a newer one was published). */
  async accept({ club, viewer }: InClub, body: AcceptClubPrivacyBody) {
    authorize(viewer, 'acceptPolicies');
    if (!(await this.repository.accept(club, viewer.userId, body))) throw errors.conflict(PRIVACY_VERSION_OUTDATED);
    const accepted = await this.repository.acceptance(club, viewer.userId);
    return presentPrivacyStatus(club, accepted, true);
  }

  async features({ club, viewer }: InClub) {
    authorize(viewer, 'switchFeatures');
    return presentAdminFeatures(await this.repository.enabledFeatures(club));
  }

  async switchFeatures({ club, viewer }: InClub, body: UpdateClubFeaturesBody, actor: RequestActor, ip: string) {
    authorize(viewer, 'switchFeatures');
    const codes = [...new Set(body.codes)];
    await this.repository.replaceFeatures(club, codes);
    await recordAudit(this.db, { action: 'club.features.switched', actor, clubId: club.id, target: club.publicId, metadata: { codes }, ip });
    return presentAdminFeatures(await this.repository.enabledFeatures(club));
  }
}
