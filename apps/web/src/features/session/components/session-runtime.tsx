import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { logoutPath } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { onRefreshFailure, refreshSession } from '../../../lib/session/refresh-session';
import { computeSessionPhase, refreshConsentNeeded } from '../../../lib/session/session-phase';
import { useSession } from '../../../lib/session/use-session';
import { useNow } from '../hooks/use-now';
import { useSessionMonitor } from '../hooks/use-session-monitor';
import { RefreshModal } from './refresh-modal';
import { SessionExpiredDialog } from './session-expired-dialog';
import { SessionWarning } from './session-warning';

/**
 * The session rules of spec 4 in a tab with a session: the leader election and checks (through
 * the monitor), the refresh modal, the warning countdown and the expired dialog. Every tab shows
 * the same state, derived from the shared stored session.
 */
export default function SessionRuntime() {
  const { t } = useTranslation('session');
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const now = useNow();
  const from = location.pathname + location.search;

  // Spec 7: a failed refresh goes to /auth/logout with expiredToken and where we were.
  const leaveExpired = () => void navigate(logoutPath(from, true), { replace: true });
  const monitor = useSessionMonitor(leaveExpired);

  // Spec 8: every failed refresh (here or in an API call) says so; the alert outlives the page change.
  useEffect(() => onRefreshFailure(() => notify('error', t('errors.refreshError'), t('errors.refreshFailed'))), [t]);

  if (!session?.token) return null;
  const phase = computeSessionPhase(session, now, monitor.activity.lastActivity());
  const askToRefresh = phase.phase !== 'expired' && refreshConsentNeeded(session, now);

  return (
    <>
      {phase.phase === 'warning' && <SessionWarning minutes={phase.minutesLeft} reason={phase.reason} />}
      <RefreshModal
        opened={askToRefresh}
        minutes={phase.minutesLeft}
        onAccept={() => refreshSession(session.token).then(() => undefined, leaveExpired)}
        // Spec 8 reason userDeniedRefreshToken: the person chose to leave, so no "expired" notice.
        onDeny={() => void navigate(logoutPath(), { replace: true })}
      />
      <SessionExpiredDialog opened={phase.phase === 'expired'} reason={phase.reason} onLogin={leaveExpired} />
    </>
  );
}
