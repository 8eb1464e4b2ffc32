import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { useAppConfig } from '../../lib/app-config';
import { AppLink } from './app-link';
import classes from './banners.module.css';

/** Whether the server runs in demo mode (demo accounts, developer outbox page). */
export function useDemoMode(): boolean {
  return useAppConfig().data?.demo === true;
}

/**
 * Strip across the top in demo mode, so nobody mistakes a demo for a real club's app: one line
 * (the dashboard header reserves one line for it), dark text on light yellow (about 16:1), and
 * the way to the developer outbox page, which exists only in demo mode.
 */
export function DemoBanner() {
  const { t } = useTranslation('common');
  return (
    <div role="region" aria-label={t('demo.label')} className={classes.demo} data-testid="demo-banner">
      <span className={classes.demoText}>{t('demo.text')}</span>
      <AppLink to={paths.dev.outbox} className={classes.demoLink}>
        {t('demo.outbox')}
      </AppLink>
    </div>
  );
}

export function DemoBannerSlot() {
  return useDemoMode() ? <DemoBanner /> : null;
}
