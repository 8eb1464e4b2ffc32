import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { AppLink } from '../ui/app-link';
import { BrandLogo } from '../ui/brand-logo';
import { DemoBannerSlot } from '../ui/demo-banner';
import { LanguageSelect } from '../ui/language-select';
import { StagingBannerSlot } from '../ui/staging-banner-slot';
import classes from './clean-frame.module.css';

/**
 * Frame of the public pages (login, signup, portal, status pages): no menus, centred content.
 * Plain markup and CSS, so the light login page draws the same frame before Mantine loads.
 */
export function CleanFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className={classes.page}>
      <StagingBannerSlot />
      <DemoBannerSlot />
      <header className={classes.header}>
        <div className={classes.bar}>
          <AppLink to={paths.root} className={classes.home} aria-label={t('homeLink')}>
            <BrandLogo />
          </AppLink>
          <LanguageSelect compact />
        </div>
      </header>
      <main id="main-content" className={classes.main}>
        {children}
      </main>
      <footer className={classes.footer}>{t('footer.copyright', { year: new Date().getFullYear() })}</footer>
    </div>
  );
}
