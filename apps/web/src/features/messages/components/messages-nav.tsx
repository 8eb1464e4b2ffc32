import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths, type MessagesRole } from '../../../config/paths';
import { AREAS } from '../../../config/roles';
import { useMay } from '../../../lib/permissions';
import { messagesPaths } from '../lib/messages-role';

/** The message pages of the area, side by side (the member menu links My messages only). */
export function MessagesNav({ clubHash, role }: { clubHash: string; role: MessagesRole }) {
  const { t } = useTranslation('messages');
  const { pathname } = useLocation();
  const may = useMay();
  const own = messagesPaths(role);
  // The deleted messages and the mailboxes are pages of the manager area, for those the API lets use them.
  const links = [
    { key: 'inbox', to: own.myMessages(clubHash) },
    { key: 'archived', to: own.archived(clubHash) },
    ...(role === AREAS.manager
      ? [
          { key: 'deleted', to: paths.manager.messages.deleted(clubHash), needs: 'communications.moderate' },
          { key: 'mailboxes', to: paths.manager.messages.mailboxManagement(clubHash), needs: 'communications.manageMailboxes' },
        ].filter((link) => may(link.needs))
      : []),
  ];
  return (
    <Group component="nav" aria-label={t('nav.label')} gap="md">
      {links.map((link) => {
        const current = pathname === link.to;
        return (
          <Anchor
            key={link.key}
            component={Link}
            to={link.to}
            aria-current={current ? 'page' : undefined}
            fw={current ? 700 : 500}
            c="brand.8"
            underline={current ? 'always' : 'hover'}
          >
            {t(`nav.${link.key}`)}
          </Anchor>
        );
      })}
    </Group>
  );
}
