import { Modal, SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { CHARGE_NOTE_MAX, type ManagedCharge } from '@tribuna/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/forms';
import { Notice } from '../../../components/ui/notice';
import { centsFromInput, formatMoney, inputFromCents } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { useChargeAction, type ChargeAction } from '../api/fees-api';

export type ChargeActionKind = 'price' | 'exempt' | 'cancel' | 'paid';

interface ChargeActionModalProps {
  clubHash: string;
  charge: ManagedCharge;
  kind: ChargeActionKind;
  onClose: () => void;
}

/** One manual change of a charge, with its note: a new price, an exemption, a cancellation or a payment in cash or by transfer. */
export function ChargeActionModal({ clubHash, charge, kind, onClose }: ChargeActionModalProps) {
  const { t, i18n } = useTranslation('fees');
  const act = useChargeAction(clubHash);
  const [note, setNote] = useState('');
  const [price, setPrice] = useState(inputFromCents(charge.amount, i18n.language));
  const [method, setMethod] = useState<'cash' | 'transfer'>('cash');
  const [problem, setProblem] = useState<string | null>(null);
  const person = `${charge.person.name} ${charge.person.surname}`.trim();

  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = note.trim() ? { note: note.trim() } : {};
    let action: ChargeAction;
    if (kind === 'price') {
      const amount = centsFromInput(price);
      if (amount === null) {
        setProblem(t('charges.priceInvalid'));
        return;
      }
      action = { kind: 'price', body: { amount, ...text } };
    } else if (kind === 'paid') action = { kind: 'paid', body: { method, ...text } };
    else action = { kind, body: text };
    act.mutate(
      { chargeHash: charge.hash, action },
      {
        onSuccess: () => {
          notify('success', t(`charges.done.${kind}`, { name: person }));
          onClose();
        },
        onError: () => setProblem(t('errors.save')),
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t(`charges.actions.${kind}`)} centered data-testid="charge-action-modal">
      <form onSubmit={send} noValidate>
        <Stack gap="md">
          <Text>
            {t('charges.actionFor', { name: person, amount: formatMoney(charge.amount, i18n.language), instalment: charge.instalment })}
          </Text>
          {problem && (
            <Notice tone="danger" role="alert">
              {problem}
            </Notice>
          )}
          {kind === 'price' && (
            <TextInput
              label={t('charges.newPrice')}
              inputMode="decimal"
              rightSection="€"
              value={price}
              onChange={(event) => setPrice(event.currentTarget.value)}
              data-autofocus
              data-testid="charge-price"
            />
          )}
          {kind === 'paid' && (
            <SegmentedControl
              value={method}
              onChange={(value) => setMethod(value as 'cash' | 'transfer')}
              data={[
                { value: 'cash', label: t('methods.cash') },
                { value: 'transfer', label: t('methods.transfer') },
              ]}
              aria-label={t('charges.method')}
            />
          )}
          <Textarea
            label={t('charges.note')}
            maxLength={CHARGE_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            rows={2}
            minRows={2}
            data-testid="charge-note"
          />
          <FormActions
            cancelLabel={t('form.cancel')}
            onCancel={onClose}
            submitLabel={t(`charges.confirm.${kind}`)}
            pending={act.isPending}
            submitTestId="charge-action-save"
          />
        </Stack>
      </form>
    </Modal>
  );
}
