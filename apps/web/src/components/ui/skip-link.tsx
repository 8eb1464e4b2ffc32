import { useTranslation } from 'react-i18next';

/** First focusable element: jumps over the header and menus to the page content. */
export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a className="skip-link" href="#main-content">
      {t('skipToContent')}
    </a>
  );
}
