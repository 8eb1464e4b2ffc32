import type { AccountClaimPreview, AccountClaimResult } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import type { ClaimServices } from './claim-services';

/**
 * After a claim: the cached profile (maybe another account's, maybe without this club) is read
 * again, then the person chooses the new profile in the profile selector.
 */
export function useFinishClaim(preview: AccountClaimPreview, reloadProfile: ClaimServices['reloadProfile']) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  return async (result: AccountClaimResult) => {
    await reloadProfile().catch(() => undefined);
    notify('success', t('claim.done', { name: preview.name, club: result.club.name }));
    await navigate(paths.profileSelector);
  };
}
