import { Anchor, Card, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useAppConfig } from '../../../lib/app-config';
import { SupportHelpLinks, SupportSection } from './support-section';

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
        <SupportSection id="support-write" title={t('platform.write.title')} intro={t('platform.write.intro')}>
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
        </SupportSection>
      )}
      {chat && (
        <SupportSection id="support-chat" title={t('platform.chat.title')} intro={t('platform.chat.intro')}>
          <Anchor href={chat} target="_blank" rel="noopener noreferrer" c="brand.8">
            {t('platform.chat.open')}
          </Anchor>
        </SupportSection>
      )}
      {!address && !chat && (
        <Card withBorder radius="md" padding="lg" data-testid="support-unconfigured">
          <Text>{t('platform.unconfigured')}</Text>
        </Card>
      )}
      <SupportSection id="support-tasks" title={t('platform.help.title')}>
        <SupportHelpLinks
          links={[
            { to: m.persons.import(clubHash), label: t('platform.help.people') },
            { to: m.teams(clubHash), label: t('platform.help.teams') },
            { to: m.messages.myMessages(clubHash), label: t('platform.help.messages') },
            { to: m.administration.settings(clubHash), label: t('platform.help.settings') },
          ]}
        />
      </SupportSection>
    </Stack>
  );
}
