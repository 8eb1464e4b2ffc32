import { Anchor, Avatar, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { paths } from '../../../config/paths';
import { useClubDetails } from '../api/contact';
import { ContactForm } from './contact-form';

interface SupportPageProps {
  area: 'member' | 'guardian';
  userId: string;
  clubHash: string;
}

/**
 * Support (spec 2, members and guardians): the club's contact details, the contact form (the club
 * knows who writes) and help with the product's common tasks.
 */
export function SupportPage({ area, userId, clubHash }: SupportPageProps) {
  const { t } = useTranslation('support');
  const club = useClubDetails(clubHash);
  const own = paths[area];
  const messages = paths[area].messages;
  const place = club.data
    ? [club.data.address.city, club.data.address.regionName, club.data.address.countryName].filter(Boolean).join(', ')
    : '';
  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      {club.isPending && <PlaceholderRows />}
      {club.isError && (
        <LoadError message={t('errors.loadClub')} retryLabel={t('retry')} onRetry={() => void club.refetch()} testId="support-club-error" />
      )}
      {club.data && (
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="support-club">
          <Group gap="md" wrap="wrap">
            <Avatar src={club.data.image ?? undefined} alt="" size={64} radius="md" color="brand" variant="filled">
              {club.data.name.slice(0, 2).toUpperCase()}
            </Avatar>
            <div>
              <Title order={2} size="h3" id="support-club">
                {club.data.name}
              </Title>
              {place && <Text c="dimmed">{place}</Text>}
              {club.data.publicPortal && 'shortname' in club.data && (
                <Anchor component={Link} to={`/p/${club.data.shortname}`} c="brand.8">
                  {t('portalLink')}
                </Anchor>
              )}
            </div>
          </Group>
        </Card>
      )}
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="support-contact">
        <Title order={2} size="h3" id="support-contact" mb="sm">
          {t('contact.title')}
        </Title>
        <Text c="dimmed" mb="md">
          {t('contact.intro')}
        </Text>
        <ContactForm clubHash={clubHash} signedIn />
      </Card>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="support-help">
        <Title order={2} size="h3" id="support-help" mb="sm">
          {t('help.title')}
        </Title>
        <List spacing="xs">
          <List.Item>
            <Anchor component={Link} to={own.myId(userId, clubHash)} c="brand.8">
              {t('help.myId')}
            </Anchor>
          </List.Item>
          <List.Item>
            <Anchor component={Link} to={messages.myMessages(clubHash)} c="brand.8">
              {t('help.messages')}
            </Anchor>
          </List.Item>
          <List.Item>
            <Anchor component={Link} to={own.payments(userId, clubHash)} c="brand.8">
              {t('help.payments')}
            </Anchor>
          </List.Item>
          <List.Item>
            <Text span>{t('help.password')}</Text>
          </List.Item>
        </List>
      </Card>
    </Stack>
  );
}
