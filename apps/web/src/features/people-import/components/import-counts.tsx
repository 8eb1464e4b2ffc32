import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { PeopleImport } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';

/** Rows in the file, ready, with errors and skipped, as four figures. */
export function ImportCounts({ session }: { session: Pick<PeopleImport, 'total' | 'counts'> }) {
  const { t, i18n } = useTranslation('imports');
  const number = new Intl.NumberFormat(i18n.language);
  const figures = [
    { key: 'total', value: session.total },
    { key: 'valid', value: session.counts.valid },
    { key: 'invalid', value: session.counts.invalid },
    { key: 'skipped', value: session.counts.skipped },
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0} data-testid="import-counts">
      {figures.map(({ key, value }) => (
        <Paper key={key} withBorder p="sm" radius="md" data-testid={`count-${key}`} data-value={value}>
          <Text component="dt" size="sm" c="dimmed">
            {t(`counts.${key}`)}
          </Text>
          <Text component="dd" m={0} fz="xl" fw={700} c={key === 'invalid' && value > 0 ? 'red.9' : undefined}>
            {number.format(value)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
