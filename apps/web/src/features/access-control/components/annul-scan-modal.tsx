import { Stack, Text, Textarea } from '@mantine/core';
import { ANNUL_REASON_MAX, AnnulScanBodySchema, type AccessScan } from '@tribuna/contract/access-control';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions, FormModal, useSaveForm } from '../../../components/forms';
import { Notice } from '../../../components/ui/notice';
import { notify } from '../../../lib/notify';
import { useAnnulScan } from '../api/access-scans';

/** Annul a scan with a reason: it stops counting (a ticket may enter again) and the log says who and why. */
export function AnnulScanModal({ clubHash, scan, onClose }: { clubHash: string; scan: AccessScan | null; onClose: () => void }) {
  const { t } = useTranslation('access');
  return (
    <FormModal
      opened={scan !== null}
      onClose={onClose}
      title={t('log.annulTitle')}
      closeLabel={t('actions.close')}
      data-testid="access-annul-modal"
    >
      {scan && <AnnulForm clubHash={clubHash} scan={scan} onClose={onClose} />}
    </FormModal>
  );
}

function AnnulForm({ clubHash, scan, onClose }: { clubHash: string; scan: AccessScan; onClose: () => void }) {
  const { t } = useTranslation('access');
  const annul = useAnnulScan(clubHash);
  const [reason, setReason] = useState('');
  const { submit, saving, alert, errorOf } = useSaveForm({
    check: AnnulScanBodySchema,
    save: async (body) => {
      await annul.mutateAsync({ scanHash: scan.hash, body });
      notify('success', t('log.annulled'));
    },
    onSaved: onClose,
    failure: t('errors.annul'),
  });
  const send = (event: FormEvent) => {
    event.preventDefault();
    void submit({ reason });
  };
  return (
    <form onSubmit={send} noValidate data-testid="access-annul-form">
      <Stack gap="md">
        {alert && (
          <Notice tone="danger" role="alert">
            {alert}
          </Notice>
        )}
        <Text>{t('log.annulExplain')}</Text>
        <Textarea
          label={t('log.annulReason')}
          required
          rows={3}
          maxLength={ANNUL_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={errorOf('reason')}
          data-autofocus
          data-testid="access-annul-reason"
        />
        <FormActions
          cancelLabel={t('actions.cancel')}
          onCancel={onClose}
          submitLabel={t('log.annul')}
          pending={saving}
          submitTestId="access-annul-save"
        />
      </Stack>
    </form>
  );
}
