import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/ui/app-link';
import { paths } from '../../../config/paths';
import { LoginForm } from './login-form';
import classes from './login-page.module.css';

interface LoginPageProps {
  expiredToken: boolean;
  onLoggedIn: () => Promise<void> | void;
  /** Called when the person starts filling the form (the light page fetches the rest of the app then). */
  onFirstInput?: () => void;
}

/** "Access" screen of spec 2, in plain markup: it is drawn by the light login page and inside the app. */
export function LoginPage({ expiredToken, onLoggedIn, onFirstInput }: LoginPageProps) {
  const { t } = useTranslation('auth');
  return (
    <section className={classes.card} aria-labelledby="login-heading">
      <div>
        <h1 id="login-heading" className={classes.heading}>
          {t('login.heading')}
        </h1>
        <p className={classes.subheading}>{t('login.subheading')}</p>
      </div>
      <LoginForm expiredToken={expiredToken} onLoggedIn={onLoggedIn} onFirstInput={onFirstInput} />
      <div className={classes.links}>
        <AppLink to={paths.auth.passwordRecover} className={classes.link}>
          {t('login.forgotPassword')}
        </AppLink>
        <AppLink to={paths.auth.signup} className={classes.link}>
          {t('login.signup')}
        </AppLink>
      </div>
      <p className={classes.centre}>
        <AppLink to={paths.clubs.search} className={classes.link}>
          {t('login.findClub')}
        </AppLink>
      </p>
    </section>
  );
}
