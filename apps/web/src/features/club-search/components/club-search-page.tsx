import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { PublicClub } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ClubSearchBox } from '../../../components/clubs/club-search-box';

/** What each result says: joining needs the club's invitation link; the public page is open. */
function JoinNote({ club }: { club: PublicClub }) {
  const { t } = useTranslation('onboarding');
  return (
    <Stack gap={4}>
      <Text size="sm">{t('search.joinNote')}</Text>
      <Anchor component={Link} to={paths.portal.byShortName(club.shortname)} size="sm" data-testid="club-public-page-link">
        {t('search.publicPage', { name: club.name })}
      </Anchor>
    </Stack>
  );
}

/** Club search (spec 2): any visitor finds a club by name; joining needs a link from the club. */
export function ClubSearchPage() {
  const { t } = useTranslation('onboarding');
  return (
    <Stack gap="lg" maw={720} mx="auto">
      <Stack gap="xs">
        <Title order={1}>{t('search.title')}</Title>
        <Text c="dimmed">{t('search.intro')}</Text>
      </Stack>
      <ClubSearchBox renderResult={(club) => <JoinNote club={club} />} />
    </Stack>
  );
}
