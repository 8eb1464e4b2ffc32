import { Badge } from '@mantine/core';
import { ROLE_BADGE_COLOUR, type Role } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { BADGE_THEME_COLOUR } from '../../config/theme';

/** Role label in the badge colour of spec 6 (primary, secondary, success, accent). */
export function RoleBadge({ role, size = 'sm' }: { role: Role; size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation('navigation');
  const colour = BADGE_THEME_COLOUR[ROLE_BADGE_COLOUR[role]];
  return (
    <Badge color={colour} variant="filled" size={size} data-role={role} data-colour={colour}>
      {t(`roles.${role}`)}
    </Badge>
  );
}
