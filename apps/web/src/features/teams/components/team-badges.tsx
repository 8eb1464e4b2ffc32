import { Badge, Group } from '@mantine/core';
import type { Team } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';

/** Sport, category and gender of a team, translated (dark outline and brand-8 fill pass contrast). */
export function TeamBadges({ team }: { team: Pick<Team, 'sport' | 'category' | 'gender'> }) {
  const { t } = useTranslation('teams');
  return (
    <Group gap={6} wrap="wrap">
      <Badge variant="filled" tt="none" data-testid="team-sport">
        {t(`sports.${team.sport}`)}
      </Badge>
      <Badge variant="outline" color="dark" tt="none" data-testid="team-category">
        {t(`categories.${team.category}`)}
      </Badge>
      <Badge variant="outline" color="dark" tt="none" data-testid="team-gender">
        {t(`genders.${team.gender}`)}
      </Badge>
    </Group>
  );
}
