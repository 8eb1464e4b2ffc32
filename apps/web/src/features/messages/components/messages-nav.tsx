import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths, type MessagesRole } from '../../../config/paths';
import { messagesPaths } from '../lib/messages-role';

/** The message pages of the area, side by side (the member menu links My messages only). */
export function MessagesNav({ clubHash, role }: { clubHash: string; role: MessagesRole }) {
  const { t } = useTranslation('messages');
  const { pathname } = useLocation();
  const own = messagesPaths(role);
  const links = [
    { key: 'inbox', to: own.myMessages(clubHash) },
    { key: 'archived', to: own.archived(clubHash) },
    ...(role === 'manager'
      ? [
          { key: 'deleted', to: paths.manager.messages.deleted(clubHash) },
          { key: 'mailboxes', to: paths.manager.messages.mailboxManagement(clubHash) },
        ]
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
