import { type AcceptClubPrivacyBody, type UpdateClubFeaturesBody, type UpdateClubSettingsBody } from '@tribuna/contract';
import { errors } from '../../lib/errors';
import type { ClubRequestContext } from '../../lib/route/request-context';
import type { ClubSettingsData } from './club-settings.data';
import { presentAdminFeatures, presentClubSettings, presentPrivacyStatus } from './club-settings.presenter';
import { CLUB_SETTINGS_RULES } from './club-settings.policy';

/**
 * Administration → Settings, policy acceptance and feature switches. Who may call each method
 * is declared on its route (`clubSettings.*`) and checked before it runs. Writes go through
 * units of work naming the watched tables they change, so the cached reads of the club, the
 * profile and the feature gate are cleared as they commit.
 */
export class ClubSettingsService {
  constructor(private readonly data: ClubSettingsData) {}

  read({ club }: ClubRequestContext) {
    return presentClubSettings(club);
  }

  async update(ctx: ClubRequestContext, body: UpdateClubSettingsBody) {
    const { club } = ctx;
    return this.data.write(['clubs'], async (repos) => {
      const updated = await repos.clubSettings.update(club, body);
      if (updated === 'shortname-taken') throw errors.validation([{ field: 'shortname', code: 'shortnameTaken' }]);
      const published = [body.privacy?.publishNewVersion && 'privacy', body.terms?.publishNewVersion && 'terms'].filter(Boolean);
      await repos.audit.record(ctx, {
        action: 'club.settings.updated',
        target: club.publicId,
        metadata: { fields: Object.keys(body), published },
      });
      return presentClubSettings(updated);
    });
  }

  async privacyStatus({ club, viewer }: ClubRequestContext) {
    const accepted = await this.data.read.clubSettings.acceptance(club, viewer.userId);
    return presentPrivacyStatus(club, accepted, CLUB_SETTINGS_RULES.acceptPolicies(viewer));
  }

  /**
   * 409 when the versions read are no longer the current ones (a newer one was published).
   * Writes 'users': the acceptance touches the user's row, which the profile cache reads.
   */
  async accept({ club, viewer }: ClubRequestContext, body: AcceptClubPrivacyBody) {
    return this.data.write(['users'], async (repos) => {
      if (!(await repos.clubSettings.accept(club, viewer.userId, body))) throw errors.conflict('privacyVersionOutdated');
      const accepted = await repos.clubSettings.acceptance(club, viewer.userId);
      return presentPrivacyStatus(club, accepted, true);
    });
  }

  async features({ club }: ClubRequestContext) {
    return presentAdminFeatures(await this.data.read.clubSettings.enabledFeatures(club));
  }

  async switchFeatures(ctx: ClubRequestContext, body: UpdateClubFeaturesBody) {
    const codes = [...new Set(body.codes)];
    return this.data.write(['club_features'], async (repos) => {
      await repos.clubSettings.replaceFeatures(ctx.club, codes);
      await repos.audit.record(ctx, { action: 'club.features.switched', target: ctx.club.publicId, metadata: { codes } });
      return presentAdminFeatures(await repos.clubSettings.enabledFeatures(ctx.club));
    });
  }
}
