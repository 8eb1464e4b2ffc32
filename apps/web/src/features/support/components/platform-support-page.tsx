import { Anchor, Card, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useAppConfig } from '../../../lib/app-config';

/** What a manager writes to the platform about: the contact form's reasons that concern Tribuna itself. */
const PLATFORM_REASONS = ['not-working', 'product-help', 'cancellation-or-payment'] as const;

/** A mail to the support address with the reason as subject and the club named (the team needs it). */
const mailTo = (address: string, subject: string, clubHash: string) =>
  `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(`Club: ${clubHash}\n\n`)}`;

/**
 * Support for managers (spec 2, menu bottom): their club is the one others write to, so this page
 * reaches the platform's team instead: the support address (SUPPORT_EMAIL) per reason, the chat
 * (SUPPORT_CHAT_URL), and the manager pages for common tasks. Without either, it says whom to ask.
 */
export function PlatformSupportPage({ clubHash }: { clubHash: string }) {
  const { t } = useTranslation('support');
  const { data: config } = useAppConfig();
  const address = config?.supportEmail ?? null;
  const chat = config?.supportChatUrl ?? null;
  const m = paths.manager;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('platform.intro')}</Text>
      </div>
      {address && (
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="support-write">
          <Title order={2} size="h3" id="support-write" mb="sm">
            {t('platform.write.title')}
          </Title>
          <Text c="dimmed" mb="sm">
            {t('platform.write.intro')}
          </Text>
          <List spacing="xs" mb="sm">
            {PLATFORM_REASONS.map((reason) => (
              <List.Item key={reason}>
                <Anchor href={mailTo(address, t('platform.subject', { reason: t(`contact.reasons.${reason}`) }), clubHash)} c="brand.8">
                  {t(`contact.reasons.${reason}`)}
                </Anchor>
              </List.Item>
            ))}
          </List>
          <Text size="sm">
            {t('platform.write.address')}{' '}
            <Text span fw={600}>
              {address}
            </Text>
          </Text>
        </Card>
      )}
      {chat && (
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="support-chat">
          <Title order={2} size="h3" id="support-chat" mb="sm">
            {t('platform.chat.title')}
          </Title>
          <Text c="dimmed" mb="sm">
            {t('platform.chat.intro')}
          </Text>
          <Anchor href={chat} target="_blank" rel="noopener noreferrer" c="brand.8">
            {t('platform.chat.open')}
          </Anchor>
        </Card>
      )}
      {!address && !chat && (
        <Card withBorder radius="md" padding="lg" data-testid="support-unconfigured">
          <Text>{t('platform.unconfigured')}</Text>
        </Card>
      )}
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="support-tasks">
        <Title order={2} size="h3" id="support-tasks" mb="sm">
          {t('platform.help.title')}
        </Title>
        <List spacing="xs">
          <List.Item>
            <Anchor component={Link} to={m.persons.import(clubHash)} c="brand.8">
              {t('platform.help.people')}
            </Anchor>
          </List.Item>
          <List.Item>
            <Anchor component={Link} to={m.teams(clubHash)} c="brand.8">
              {t('platform.help.teams')}
            </Anchor>
          </List.Item>
          <List.Item>
            <Anchor component={Link} to={m.messages.myMessages(clubHash)} c="brand.8">
              {t('platform.help.messages')}
            </Anchor>
          </List.Item>
          <List.Item>
            <Anchor component={Link} to={m.administration.settings(clubHash)} c="brand.8">
              {t('platform.help.settings')}
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
