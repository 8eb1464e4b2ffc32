import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice';
import { dismissUnreadableIdentifier } from '../../../lib/session/pending-identifier';
import classes from './identifier-unreadable-notice.module.css';

/**
 * An `identifier` link carried no token (spec 8: "We can't retrieve your identification token"):
 * said once, over the page, until the person closes it; their session, if any, is untouched.
 */
export function IdentifierUnreadableNotice() {
  const { t } = useTranslation(['errors', 'common']);
  return (
    <div className={classes.notice}>
      <Notice tone="danger" role="alert" data-testid="identifier-unreadable">
        <div className={classes.row}>
          <span>{t('errors:identificationTokenUnavailable')}</span>
          <button type="button" className={classes.close} onClick={dismissUnreadableIdentifier}>
            {t('common:actions.close')}
          </button>
        </div>
      </Notice>
    </div>
  );
}
