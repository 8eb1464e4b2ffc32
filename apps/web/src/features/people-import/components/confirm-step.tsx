import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { PeopleImport } from '@tribuna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice';
import { notify } from '../../../lib/notify';
import { useCommitPeopleImport } from '../api/commit-people-import';
import { importErrorText, isRefusedForBadRows } from '../lib/import-messages';
import { TransferProgress } from './transfer-progress';

interface ConfirmStepProps {
  clubHash: string;
  session: PeopleImport;
  onBack: () => void;
  /** The server found rows with errors at commit time: nothing was written. */
  onRefused: () => void;
}

/** Step 4: nothing is written until the manager confirms how many people will be created. */
export function ConfirmStep({ clubHash, session, onBack, onRefused }: ConfirmStepProps) {
  const { t } = useTranslation('imports');
  const commit = useCommitPeopleImport(clubHash, session.id);
  const [open, setOpen] = useState(false);
  const count = session.counts.valid;
  const type = t(`types.${session.type}`);
  const busy = commit.isPending;

  const run = async () => {
    try {
      const result = await commit.mutateAsync();
      setOpen(false);
      notify('success', t('done.notify', { count: result.written }));
    } catch (error) {
      if (isRefusedForBadRows(error)) {
        setOpen(false);
        onRefused();
      }
    }
  };

  const failure = commit.isError && !isRefusedForBadRows(commit.error) ? importErrorText(t, commit.error, '') : null;

  return (
    <Stack gap="lg">
      <Title order={2} size="h3" tabIndex={-1} data-step-heading>
        {t('confirm.title')}
      </Title>
      <Stack gap="xs">
        <Text data-testid="confirm-summary">{t('confirm.summary', { count, type, file: session.fileName })}</Text>
        {session.counts.skipped > 0 && <Text size="sm">{t('confirm.skipped', { count: session.counts.skipped })}</Text>}
        <Text size="sm">{t('confirm.nothingYet')}</Text>
      </Stack>
      {failure && !open && (
        <Notice tone="danger" role="alert" data-testid="commit-error">
          {failure}
        </Notice>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          {t('actions.back')}
        </Button>
        <Button
          onClick={() => {
            commit.reset();
            setOpen(true);
          }}
          disabled={count === 0}
          data-testid="open-confirm"
        >
          {t('confirm.button', { count })}
        </Button>
      </Group>
      <Modal
        opened={open}
        onClose={() => !busy && setOpen(false)}
        title={t('confirm.modalTitle', { count })}
        centered
        closeOnClickOutside={!busy}
        closeOnEscape={!busy}
        withCloseButton={!busy}
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        <Stack gap="md" data-testid="confirm-modal">
          <Text>{t('confirm.modalBody', { count, type })}</Text>
          <Text size="sm">{t('confirm.allOrNothing')}</Text>
          {busy && (
            <TransferProgress
              value={null}
              label={t('confirm.progressLabel')}
              status={t('confirm.committing', { count })}
              data-testid="commit-progress"
            />
          )}
          {failure && (
            <Notice tone="danger" role="alert">
              {failure}
            </Notice>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpen(false)} disabled={busy}>
              {t('actions.cancel')}
            </Button>
            <Button loading={busy} onClick={() => void run()} data-testid="confirm-import">
              {t('confirm.confirm', { count })}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
