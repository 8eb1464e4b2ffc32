import { Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveCookieConsent } from '../../lib/cookie-consent';
import { CheckboxField } from './checkbox-field';
import { PlainButton } from './plain-button';

/**
 * Cookie notice with the three consent categories. Loaded lazily and only while no choice is
 * stored, so it costs nothing once the person decided.
 */
export default function CookieNotice({ onDecided }: { onDecided: () => void }) {
  const { t } = useTranslation('common');
  const [customising, setCustomising] = useState(false);
  const [functional, setFunctional] = useState(false);
  const [analytical, setAnalytical] = useState(false);

  const decide = (choice: { functional: boolean; analytical: boolean }) => {
    saveCookieConsent(choice);
    onDecided();
  };

  return (
    <Paper
      component="section"
      aria-label={t('cookies.title')}
      shadow="lg"
      withBorder
      p="md"
      radius="md"
      pos="fixed"
      bottom={16}
      left={16}
      right={16}
      maw={560}
      style={{ zIndex: 300 }}
      data-testid="cookie-notice"
    >
      <Stack gap="sm">
        <Text fw={700}>{t('cookies.title')}</Text>
        <Text size="sm">{t('cookies.body')}</Text>
        {customising && (
          <Stack gap="xs">
            <CheckboxField label={t('cookies.essential')} description={t('cookies.essentialHint')} checked disabled />
            <CheckboxField label={t('cookies.functional')} checked={functional} onChange={(e) => setFunctional(e.currentTarget.checked)} />
            <CheckboxField label={t('cookies.analytical')} checked={analytical} onChange={(e) => setAnalytical(e.currentTarget.checked)} />
          </Stack>
        )}
        <Group justify="flex-end" gap="xs">
          {customising ? (
            <PlainButton onClick={() => decide({ functional, analytical })}>{t('cookies.save')}</PlainButton>
          ) : (
            <>
              <PlainButton variant="subtle" onClick={() => setCustomising(true)}>
                {t('cookies.customise')}
              </PlainButton>
              <PlainButton variant="outline" onClick={() => decide({ functional: false, analytical: false })}>
                {t('cookies.essentialOnly')}
              </PlainButton>
              <PlainButton onClick={() => decide({ functional: true, analytical: true })}>{t('cookies.acceptAll')}</PlainButton>
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
