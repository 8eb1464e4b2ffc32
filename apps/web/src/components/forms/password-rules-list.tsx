import { PASSWORD_MAX, PASSWORD_MIN } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import classes from './forms.module.css';
import { passwordRuleResults } from './password-rules';

/** Live checklist of the password rules; each item says "done"/"missing" to screen readers too. */
export function PasswordRulesList({ id, value }: { id: string; value: string }) {
  const { t } = useTranslation('forms');
  return (
    <div id={id} data-testid="password-rules">
      <p className={classes.rulesTitle}>{t('password.rulesTitle')}</p>
      <ul className={classes.rules}>
        {passwordRuleResults(value).map(({ id: rule, met }) => (
          <li
            key={rule}
            className={[classes.rule, met ? classes.ruleMet : ''].join(' ')}
            data-testid={`password-rule-${rule}`}
            data-met={met}
          >
            <span aria-hidden="true">{met ? '✓' : '•'}</span>
            <span>
              {t(`password.rules.${rule}`, { min: PASSWORD_MIN, max: PASSWORD_MAX })}
              <span className={classes.visuallyHidden}> ({t(met ? 'password.ruleMet' : 'password.ruleNotMet')})</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
