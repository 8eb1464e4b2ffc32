import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Notice } from './notice';

/**
 * Spec 8's "We were unable to process your request, contact your club via the support link",
 * for a member or guardian whose request failed for a reason only the club can fix; the link
 * leads to their Support page (contact form and club details).
 */
export function ContactClubNotice({ supportPath }: { supportPath: string }) {
  const { t } = useTranslation('common');
  return (
    <Notice tone="warning" data-testid="contact-club-notice">
      {t('supportNotice.unable')}{' '}
      <Anchor component={Link} to={supportPath} c="dark.9" fw={600} underline="always">
        {t('supportNotice.link')}
      </Anchor>
    </Notice>
  );
}
