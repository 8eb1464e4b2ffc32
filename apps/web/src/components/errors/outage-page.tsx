import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page';

/** The 502 or 504 status page, saying the app keeps trying on its own (outage-gate.tsx). */
export function OutagePage({ code }: { code: 502 | 504 }) {
  const { t } = useTranslation('status');
  return (
    <>
      <StatusPage code={code} />
      <Text ta="center" c="dimmed" role="status" data-testid="outage-recovering">
        {t('recovering')}
      </Text>
    </>
  );
}
