import { useTranslation } from 'react-i18next';
import classes from './banners.module.css';

/** Strip across the top when the deployment says it is not production. */
export function StagingBanner({ text }: { text: string }) {
  const { t } = useTranslation('common');
  return (
    <div role="region" aria-label={t('staging.label')} className={classes.staging} data-testid="staging-banner">
      {text}
    </div>
  );
}
