import { Group, NumberInput, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { CreateFeeBodySchema, FEE_NAME_MAX, INSTALMENTS_MAX } from '@tribuna/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions, FormModal, useSaveForm } from '../../../components/forms';
import { Notice } from '../../../components/ui/notice';
import { centsFromInput, formatMoney } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { useCreateFee } from '../api/fees-api';
import { usePlans, useSeasons } from '../api/plans-api';
import { EMPTY_TARGET, TargetPicker, targetOf, type TargetDraft } from './target-picker';

interface FeeFormModalProps {
  clubHash: string;
  opened: boolean;
  onClose: () => void;
  /** Called with the new (draft) fee's hash, to open it. */
  onCreated: (feeHash: string) => void;
}

/** A new fee, as a draft: from a plan of the current season or one-off (kit, trip, licence), and who pays it. */
export function FeeFormModal({ opened, onClose, ...rest }: FeeFormModalProps) {
  const { t } = useTranslation('fees');
  return (
    <FormModal opened={opened} onClose={onClose} title={t('fees.createTitle')} closeLabel={t('form.close')} data-testid="fee-form-modal">
      <FeeForm {...rest} onClose={onClose} />
    </FormModal>
  );
}

export function FeeForm({ clubHash, onClose, onCreated }: Omit<FeeFormModalProps, 'opened'>) {
  const { t, i18n } = useTranslation('fees');
  const create = useCreateFee(clubHash);
  const seasons = useSeasons(clubHash);
  const current = seasons.data?.['hydra:member'].find((season) => season.current) ?? null;
  const plans = usePlans(clubHash, current?.hash ?? null);
  const [kind, setKind] = useState<'plan' | 'one_off'>('plan');
  const [planHash, setPlanHash] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [amount, setAmount] = useState('');
  const [instalments, setInstalments] = useState<number | string>('');
  const [firstDueOn, setFirstDueOn] = useState('');
  const [target, setTarget] = useState<TargetDraft>(EMPTY_TARGET);
  const planOptions = (plans.data?.['hydra:member'] ?? []).map((plan) => ({
    value: plan.hash,
    label: `${plan.name} · ${t(`priceByPeriod.${plan.period}`, { price: formatMoney(plan.price, i18n.language) })}`,
  }));

  const { submit, saving, alert, errorOf } = useSaveForm({
    check: CreateFeeBodySchema,
    save: async (checked) => {
      const fee = await create.mutateAsync(checked);
      notify('success', t('fees.created', { name: fee.name }));
      onCreated(fee.hash);
    },
    onSaved: onClose,
    failure: t('errors.save'),
  });
  const send = (event: FormEvent) => {
    event.preventDefault();
    const cents = amount.trim() ? (centsFromInput(amount) ?? -1) : undefined;
    void submit({
      kind,
      ...(kind === 'plan' && planHash ? { planHash } : {}),
      ...(name.trim() ? { name } : {}),
      ...(cents !== undefined ? { amount: cents } : {}),
      ...(typeof instalments === 'number' ? { instalments } : {}),
      firstDueOn,
      target: targetOf(target),
    });
  };
  const targetError = errorOf('target') ?? errorOf('target.categories') ?? errorOf('target.teamHashes') ?? errorOf('target.profileHashes');

  return (
    <form onSubmit={send} noValidate data-testid="fee-form">
      <Stack gap="md">
        {alert && (
          <Notice tone="danger" role="alert">
            {alert}
          </Notice>
        )}
        <SegmentedControl
          value={kind}
          onChange={(value) => setKind(value as 'plan' | 'one_off')}
          data={[
            { value: 'plan', label: t('fees.kinds.plan') },
            { value: 'one_off', label: t('fees.kinds.one_off') },
          ]}
          aria-label={t('fees.kind')}
        />
        {kind === 'plan' && (
          <Select
            label={t('fees.plan')}
            description={current ? t('fees.planHelp', { season: current.name }) : t('fees.noSeason')}
            data={planOptions}
            value={planHash}
            onChange={setPlanHash}
            required
            error={errorOf('planHash')}
            data-testid="fee-plan"
          />
        )}
        <TextInput
          label={t('fees.name')}
          description={kind === 'plan' ? t('fees.nameFromPlan') : undefined}
          required={kind === 'one_off'}
          maxLength={FEE_NAME_MAX}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errorOf('name')}
          data-testid="fee-name"
        />
        <Group grow align="flex-start">
          <TextInput
            label={t('fees.amount')}
            description={kind === 'plan' ? t('fees.amountFromPlan') : t('fees.amountHelp')}
            required={kind === 'one_off'}
            inputMode="decimal"
            rightSection="€"
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
            error={errorOf('amount')}
            data-testid="fee-amount"
          />
          <NumberInput
            label={t('fees.instalments')}
            min={1}
            max={INSTALMENTS_MAX}
            allowDecimal={false}
            value={instalments}
            onChange={setInstalments}
            error={errorOf('instalments')}
          />
        </Group>
        <TextInput
          type="date"
          label={t('fees.firstDueOn')}
          description={t('fees.firstDueOnHelp')}
          required
          value={firstDueOn}
          onChange={(event) => setFirstDueOn(event.currentTarget.value)}
          error={errorOf('firstDueOn')}
          data-testid="fee-first-due"
        />
        <TargetPicker clubHash={clubHash} value={target} onChange={setTarget} error={targetError} />
        <FormActions
          cancelLabel={t('form.cancel')}
          onCancel={onClose}
          submitLabel={t('fees.create')}
          pending={saving}
          submitTestId="fee-save"
        />
      </Stack>
    </form>
  );
}
