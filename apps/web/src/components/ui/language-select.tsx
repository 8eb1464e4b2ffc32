import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../lib/i18n/i18n';
import { UI_LOCALE_LIST, type UiLocale } from '../../lib/i18n/languages';
import classes from './field.module.css';

/** Language selector of the public pages; the choice is remembered on this device. */
export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  return (
    <div className={classes.field} style={{ width: compact ? 130 : 180 }}>
      <label htmlFor={id} className={`${classes.label} ${compact ? classes.compactLabel : ''}`}>
        {t('language.label')}
      </label>
      <select
        id={id}
        className={`${classes.control} ${classes.select} ${compact ? classes.compact : ''}`}
        value={i18n.language}
        onChange={(event) => void changeLanguage(event.currentTarget.value as UiLocale)}
        data-testid="language-selector"
      >
        {UI_LOCALE_LIST.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`languages.${code}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
