import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { QueryProvider } from '../../../lib/query-provider';
import { PasswordRecoveryPage } from '../components/password-recovery-page';

/** /auth/password/recover "Password recovery": on success, the profile selector with an alert. */
export default function PasswordRecoverRoute() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const onRecovered = () => {
    notify('success', t('recovery.success'));
    void navigate(paths.profileSelector, { replace: true });
  };
  return (
    <QueryProvider>
      <PasswordRecoveryPage onRecovered={onRecovered} />
    </QueryProvider>
  );
}
