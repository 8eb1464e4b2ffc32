import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ACCESS_TABS, tabOf, type AccessTab } from '../lib/access-tabs';
import { ControllersPanel } from './controllers-panel';
import { DevicesPanel } from './devices-panel';
import { ListsPanel } from './lists-panel';
import { OverviewPanel } from './overview-panel';
import { ScanLogPanel } from './scan-log-panel';

const PANELS: Record<AccessTab, (props: { clubHash: string }) => React.ReactNode> = {
  overview: OverviewPanel,
  lists: ListsPanel,
  log: ScanLogPanel,
  devices: DevicesPanel,
  controllers: ControllersPanel,
};

/**
 * Access control (issue 24): live counters, check-in lists, the scan log, the door phones and who
 * may scan. One page with tabs (arrow keys move between them); only the open tab's panel is
 * mounted, so the counters stop polling when the manager reads the log.
 */
export function AccessControlPage({ clubHash }: { clubHash: string }) {
  const { t } = useTranslation('access');
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const open = (value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (!value || value === 'overview') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  const Panel = PANELS[tab];
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </div>
      <Tabs value={tab} onChange={open} keepMounted={false}>
        <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
          {ACCESS_TABS.map((value) => (
            <Tabs.Tab key={value} value={value} data-testid={`access-tab-${value}`}>
              {t(`tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {ACCESS_TABS.map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            {value === tab && <Panel clubHash={clubHash} />}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
