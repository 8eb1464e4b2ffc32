import { Alert, Badge, Button, Group, Modal, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import { ERASURE_NOTE_MAX } from '@tribuna/contract/data-rights';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { ApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useErasurePreview } from '../api/erasure-preview';
import { useCreateErasure } from '../api/erasure-requests';
import type { ChosenPerson } from './person-finder';

/** Badge tones that keep 4.5:1 contrast (the e2e axe check), as the fees pages use them. */
const OUTCOME_TONE = {
  erase: { variant: 'light', color: 'red' },
  anonymise: { variant: 'light', color: 'accent' },
  keep: { variant: 'outline', color: 'dark' },
} as const;

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());

/**
 * The erasure dialog: the dry run (what is erased, anonymised or kept, and why), the day the
 * person asked and a note; "Request erasure" leaves it to another manager to approve.
 */
export function ErasureModal({ clubHash, person, onClose }: { clubHash: string; person: ChosenPerson | null; onClose: () => void }) {
  const { t, i18n } = useTranslation(['rights', 'forms']);
  const preview = useErasurePreview(clubHash, person?.hash ?? null);
  const create = useCreateErasure(clubHash);
  const [receivedOn, setReceivedOn] = useState(today);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const day = (iso: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString(i18n.language, { dateStyle: 'medium' });

  const submit = () => {
    if (!person) return;
    setError(null);
    create.mutate(
      { personHash: person.hash, receivedOn, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: () => {
          notify('success', t('erasure.requested'));
          onClose();
        },
        onError: (failure) => {
          const reason = failure instanceof ApiError ? failure.reason : undefined;
          setError(reason ? t(`forms:fieldErrors.${reason}`) : t('erasure.loadError'));
        },
      },
    );
  };

  return (
    <Modal
      opened={person !== null}
      onClose={onClose}
      title={t('erasure.title', { name: person?.name ?? '' })}
      size="xl"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="md">
        <Alert color="blue" variant="light">
          {t('erasure.dryRun')}
        </Alert>
        {preview.isPending && <PlaceholderRows />}
        {preview.isError && <LoadError message={t('erasure.loadError')} retryLabel={t('retry')} onRetry={() => void preview.refetch()} />}
        {preview.data && (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing={6} data-testid="erasure-plan">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('erasure.item')}</Table.Th>
                  <Table.Th>{t('erasure.outcome')}</Table.Th>
                  <Table.Th ta="right">{t('erasure.count')}</Table.Th>
                  <Table.Th>{t('erasure.reason')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.data.lines.map((line) => (
                  <Table.Tr key={line.item} data-testid="erasure-plan-line" data-outcome={line.outcome}>
                    <Table.Td>{t(`items.${line.item}`)}</Table.Td>
                    <Table.Td>
                      <Badge {...OUTCOME_TONE[line.outcome]}>{t(`outcomes.${line.outcome}`)}</Badge>
                    </Table.Td>
                    <Table.Td ta="right">{line.count}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{t(`reasons.${line.reason}`)}</Text>
                      {line.keptUntil && (
                        <Text size="xs" c="dimmed">
                          {t('erasure.keptUntil', { date: day(line.keptUntil) })}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Text size="sm">{t('erasure.window')}</Text>
        <Group align="start" gap="md" wrap="wrap">
          <TextInput
            type="date"
            label={t('erasure.receivedOn')}
            description={t('erasure.receivedOnHint')}
            value={receivedOn}
            max={today()}
            onChange={(event) => setReceivedOn(event.currentTarget.value)}
            data-testid="erasure-received-on"
          />
          <Textarea
            label={t('erasure.note')}
            value={note}
            maxLength={ERASURE_NOTE_MAX}
            autosize
            minRows={2}
            style={{ flex: 1, minWidth: 220 }}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
        </Group>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('close')}
          </Button>
          <Button color="red" onClick={submit} loading={create.isPending} disabled={!preview.data} data-testid="erasure-submit">
            {t('erasure.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
