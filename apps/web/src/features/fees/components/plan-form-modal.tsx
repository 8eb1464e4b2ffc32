import { Checkbox, Group, MultiSelect, NumberInput, Select, Stack, TextInput, Textarea } from '@mantine/core';
import {
  CreatePlanBodySchema,
  INSTALMENTS_MAX,
  PERSON_CATEGORIES,
  PLAN_AUDIENCES,
  PLAN_NAME_MAX,
  PLAN_PERIODS,
  type Plan,
  type PlanAudience,
  type PlanPeriod,
} from '@tribuna/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions, FormModal, useSaveForm } from '../../../components/forms';
import { Notice } from '../../../components/ui/notice';
import { centsFromInput, inputFromCents } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { useSavePlan } from '../api/plans-api';

interface PlanFormModalProps {
  clubHash: string;
  seasonHash: string;
  opened: boolean;
  onClose: () => void;
  /** The plan to edit; without it the modal adds a new one. */
  plan?: Plan;
}

/** Add or edit a membership plan of a season. */
export function PlanFormModal({ opened, onClose, plan, ...rest }: PlanFormModalProps) {
  const { t } = useTranslation('fees');
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t(plan ? 'plans.editTitle' : 'plans.createTitle')}
      closeLabel={t('form.close')}
      data-testid="plan-form-modal"
    >
      <PlanForm {...rest} plan={plan} onClose={onClose} />
    </FormModal>
  );
}

const percent = (value: number | string) => (typeof value === 'number' ? value : 0);

export function PlanForm({ clubHash, seasonHash, plan, onClose }: Omit<PlanFormModalProps, 'opened'>) {
  const { t, i18n } = useTranslation('fees');
  const save = useSavePlan(clubHash);
  const [name, setName] = useState(plan?.name ?? '');
  const [description, setDescription] = useState(plan?.description ?? '');
  const [audience, setAudience] = useState<PlanAudience>(plan?.audience ?? 'partner');
  const [categories, setCategories] = useState<string[]>(plan?.categories ?? []);
  const [price, setPrice] = useState(plan ? inputFromCents(plan.price, i18n.language) : '');
  const [period, setPeriod] = useState<PlanPeriod>(plan?.period ?? 'season');
  const [instalments, setInstalments] = useState<number | string>(plan?.instalments ?? 1);
  const [sibling, setSibling] = useState<number | string>(plan?.siblingDiscountPercent ?? 0);
  const [family, setFamily] = useState<number | string>(plan?.familyDiscountPercent ?? 0);
  const [open, setOpen] = useState(plan?.openToNewMembers ?? true);

  const { submit, saving, alert, errorOf } = useSaveForm({
    check: CreatePlanBodySchema,
    save: async (checked) => {
      const saved = await save.mutateAsync({ seasonHash, planHash: plan?.hash ?? null, body: checked });
      notify('success', t(plan ? 'plans.updated' : 'plans.created', { name: saved.name }));
    },
    onSaved: onClose,
    failure: t('errors.save'),
  });
  const send = (event: FormEvent) => {
    event.preventDefault();
    void submit({
      name,
      description,
      audience,
      categories,
      // A price that cannot be read is sent as -1 so the check names the field.
      price: centsFromInput(price) ?? -1,
      period,
      instalments: typeof instalments === 'number' ? instalments : 0,
      siblingDiscountPercent: percent(sibling),
      familyDiscountPercent: percent(family),
      openToNewMembers: open,
    });
  };
  const options = <T extends string>(values: readonly T[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

  return (
    <form onSubmit={send} noValidate data-testid="plan-form">
      <Stack gap="md">
        {alert && (
          <Notice tone="danger" role="alert">
            {alert}
          </Notice>
        )}
        <TextInput
          label={t('plans.name')}
          required
          maxLength={PLAN_NAME_MAX}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errorOf('name')}
          data-autofocus
        />
        <Textarea
          label={t('plans.description')}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          rows={2}
        />
        <Group grow align="flex-start">
          <Select
            label={t('plans.audience')}
            data={options(PLAN_AUDIENCES, 'audiences')}
            value={audience}
            onChange={(value) => value && setAudience(value as PlanAudience)}
            allowDeselect={false}
            error={errorOf('audience')}
          />
          <MultiSelect
            label={t('plans.categories')}
            description={t('plans.categoriesHelp')}
            data={PERSON_CATEGORIES.map((value) => ({ value, label: t(`teams:categories.${value}`, { defaultValue: value }) }))}
            value={categories}
            onChange={setCategories}
            clearable
            error={errorOf('categories')}
          />
        </Group>
        <Group grow align="flex-start">
          <TextInput
            label={t('plans.price')}
            description={t('plans.priceHelp')}
            required
            inputMode="decimal"
            value={price}
            onChange={(event) => setPrice(event.currentTarget.value)}
            error={errorOf('price')}
            rightSection="€"
          />
          <Select
            label={t('plans.period')}
            data={options(PLAN_PERIODS, 'periods')}
            value={period}
            onChange={(value) => value && setPeriod(value as PlanPeriod)}
            allowDeselect={false}
            error={errorOf('period')}
          />
          <NumberInput
            label={t('plans.instalments')}
            min={1}
            max={INSTALMENTS_MAX}
            allowDecimal={false}
            value={instalments}
            onChange={setInstalments}
            error={errorOf('instalments')}
          />
        </Group>
        <Group grow align="flex-start">
          <NumberInput
            label={t('plans.siblingDiscount')}
            min={0}
            max={100}
            suffix=" %"
            allowDecimal={false}
            value={sibling}
            onChange={setSibling}
            error={errorOf('siblingDiscountPercent')}
          />
          <NumberInput
            label={t('plans.familyDiscount')}
            min={0}
            max={100}
            suffix=" %"
            allowDecimal={false}
            value={family}
            onChange={setFamily}
            error={errorOf('familyDiscountPercent')}
          />
        </Group>
        <Checkbox label={t('plans.openToNewMembers')} checked={open} onChange={(event) => setOpen(event.currentTarget.checked)} />
        <FormActions
          cancelLabel={t('form.cancel')}
          onCancel={onClose}
          submitLabel={t(plan ? 'form.save' : 'plans.create')}
          pending={saving}
          submitTestId="plan-save"
        />
      </Stack>
    </form>
  );
}
