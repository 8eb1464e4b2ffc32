import { Alert, NativeSelect, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { deviceTokenOf } from '@tribuna/contract/access-devices';
import type { ScanDirection } from '@tribuna/contract/access-control';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { ApiError } from '../../../lib/api-error';
import { registerOfflineWorker } from '../../../lib/offline-worker';
import { useScannerLists } from '../api/scanner-api';
import { useChosenList } from '../lib/use-chosen-list';
import { useOfflineDesk } from '../lib/use-offline-desk';
import { useScanEngine } from '../lib/use-scan-engine';
import { CameraReader } from './camera-reader';
import { ConnectionBar } from './connection-bar';
import { ManualEntry } from './manual-entry';
import { RegisterDevice } from './register-device';
import { ScanResultPanel } from './scan-result-panel';

/**
 * The door scanner (issue 24, /dashboard/manager/{clubHash}/access-control/scan): choose a list
 * and a direction, then scan with the camera or type a code; each scan answers at once in colour,
 * words and sound. A registered phone keeps the list offline and decides itself when the API is
 * late or away; the offline worker keeps the page itself, so it opens again without network.
 */
export function ScannerPage({ clubHash }: { clubHash: string }) {
  const { t } = useTranslation('scanner');
  const lists = useScannerLists(clubHash);
  const members = lists.data?.['hydra:member'] ?? [];
  const [listHash, setListHash] = useChosenList(clubHash, members);
  const [direction, setDirection] = useState<ScanDirection>('entry');
  const offline = useOfflineDesk(clubHash, listHash);
  const engine = useScanEngine({
    clubHash,
    listHash,
    direction,
    desk: offline.desk,
    deviceSecret: offline.device?.deviceSecret,
    onOnlineAnswer: offline.answeredOnline,
  });
  const [registration, setRegistration] = useState<string | null>(null);

  useEffect(() => {
    void registerOfflineWorker();
  }, []);

  const { scan } = engine;
  // A manager's registration QR registers this phone; any other text is a scan.
  const onCode = useCallback(
    (text: string, fromCamera: boolean) => {
      const token = deviceTokenOf(text);
      if (token) setRegistration(token);
      else void scan(text, { fromCamera });
    },
    [scan],
  );

  const failureText =
    engine.failure instanceof ApiError && engine.failure.httpStatus === 429
      ? t('errors.rateLimited')
      : engine.failure
        ? t('errors.scan')
        : null;

  return (
    <Stack gap="md" maw={560}>
      <Title order={1}>{t('title')}</Title>
      <ConnectionBar offline={offline} />
      {registration && (
        <RegisterDevice
          clubHash={clubHash}
          token={registration}
          onDone={(device) => {
            setRegistration(null);
            if (device) offline.registered(device);
          }}
        />
      )}
      {lists.isPending && !lists.data ? (
        <PlaceholderRows />
      ) : lists.isError && !lists.data ? (
        <LoadError message={t('errors.load')} retryLabel={t('errors.retry')} onRetry={() => void lists.refetch()} />
      ) : members.length === 0 ? (
        <Alert color="gray">{t('list.none')}</Alert>
      ) : (
        <>
          <NativeSelect
            label={t('list.label')}
            value={listHash ?? ''}
            data={members.map((list) => ({
              value: list.hash,
              label: `${list.name} · ${list.kind === 'tickets' ? (list.campaignName ?? t('list.tickets')) : t('list.members')}`,
            }))}
            onChange={(event) => setListHash(event.currentTarget.value)}
          />
          <div>
            <Text component="label" id="scanner-direction" size="sm" fw={500}>
              {t('direction.label')}
            </Text>
            <SegmentedControl
              aria-labelledby="scanner-direction"
              fullWidth
              value={direction}
              onChange={(value) => setDirection(value as ScanDirection)}
              data={[
                { value: 'entry', label: t('direction.entry') },
                { value: 'exit', label: t('direction.exit') },
              ]}
            />
          </div>
          <ScanResultPanel outcome={engine.outcome} unknownOffline={engine.undecided} />
          {failureText && (
            <Alert color="red" role="alert">
              {failureText}
            </Alert>
          )}
          <Text c="dimmed" size="sm">
            {t('intro')}
          </Text>
          <CameraReader onCode={(text) => onCode(text, true)} onStart={engine.forgetSighting} />
          <ManualEntry busy={engine.busy} onCode={(text) => onCode(text, false)} />
        </>
      )}
    </Stack>
  );
}
