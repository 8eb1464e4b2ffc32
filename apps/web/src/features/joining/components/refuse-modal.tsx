import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { JOINING_REASON_MAX } from '@tribuna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface RefuseModalProps {
  /** Whose request is refused (the dialog's title names them); null when closed. */
  name: string | null;
  busy: boolean;
  onClose: () => void;
  onRefuse: (reason: string) => void;
}

/** Refusing asks for the reason the person will read in the e-mail. */
export function RefuseModal({ name, busy, onClose, onRefuse }: RefuseModalProps) {
  const { t } = useTranslation('joining');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const refuse = () => {
    if (!reason.trim()) return setMissing(true);
    onRefuse(reason.trim());
  };
  return (
    <Modal
      opened={name !== null}
      onClose={onClose}
      title={t('review.refuseTitle', { name: name ?? '' })}
      closeButtonProps={{ 'aria-label': t('review.cancel') }}
    >
      <Stack gap="md">
        <Textarea
          label={t('review.reason')}
          description={t('review.reasonHelp')}
          required
          rows={3}
          maxLength={JOINING_REASON_MAX}
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setMissing(false);
          }}
          error={missing ? t('review.reasonRequired') : undefined}
          data-testid="refuse-reason"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('review.cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={refuse} data-testid="refuse-confirm">
            {t('review.refuse')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
