import { Anchor, Avatar, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { paths } from '../../../config/paths';
import { useClubDetails } from '../api/contact';
import { ContactForm } from './contact-form';
import { SupportHelpLinks, SupportSection } from './support-section';

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
      <SupportSection id="support-contact" title={t('contact.title')} intro={t('contact.intro')} introGap="md">
        <ContactForm clubHash={clubHash} signedIn />
      </SupportSection>
      <SupportSection id="support-help" title={t('help.title')}>
        <SupportHelpLinks
          links={[
            { to: own.myId(userId, clubHash), label: t('help.myId') },
            { to: messages.myMessages(clubHash), label: t('help.messages') },
            { to: own.payments(userId, clubHash), label: t('help.payments') },
          ]}
        />
      </SupportSection>
    </Stack>
  );
}
