import { Button, Chip, Group, MultiSelect, Select, Stack, Text, TextInput } from '@mantine/core';
import { CreatePricingPolicyBodySchema, type BookingCalendar, type PricingPolicy } from '@tribuna/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BookingsPageHead, ListState } from './page-parts';
import { FormActions, FormModal, useSaveForm } from '../../../components/forms';
import { Notice } from '../../../components/ui/notice';
import { centsFromInput, inputFromCents } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { useCalendars, usePolicies, useRemovePolicy, useSavePolicy } from '../api/manage-bookings';
import { weekdayName } from './availability-page';
import { PricingPoliciesList } from './pricing-policies-list';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

/** Pricing policies (/bookings/pricing-policies): member and guest prices by weekday, band, length and dates. */
export function PricingPoliciesPage({ clubHash }: { clubHash: string }) {
  const { t } = useTranslation('bookings');
  const policies = usePolicies(clubHash);
  const calendars = useCalendars(clubHash);
  const remove = useRemovePolicy(clubHash);
  const [editing, setEditing] = useState<PricingPolicy | 'new' | null>(null);

  return (
    <Stack gap="lg">
      <BookingsPageHead
        section="pricing"
        action={
          <Button onClick={() => setEditing('new')} data-testid="policy-add">
            {t('pricing.add')}
          </Button>
        }
      />
      <ListState query={policies} count={policies.data?.['hydra:member'].length ?? 0} emptyText={t('pricing.empty')} />
      {(policies.data?.['hydra:member'].length ?? 0) > 0 && (
        <PricingPoliciesList
          policies={policies.data!['hydra:member']}
          calendars={calendars.data?.['hydra:member'] ?? []}
          onEdit={setEditing}
          onRemove={(policy) => remove.mutate(policy.hash, { onError: () => notify('error', t('errors.remove')) })}
        />
      )}
      <FormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing === 'new' ? 'pricing.add' : 'pricing.edit')}
        size="lg"
        closeLabel={t('close')}
      >
        {editing !== null && (
          <PolicyForm
            clubHash={clubHash}
            calendars={calendars.data?.['hydra:member'] ?? []}
            policy={editing === 'new' ? undefined : editing}
            onClose={() => setEditing(null)}
          />
        )}
      </FormModal>
    </Stack>
  );
}

function PolicyForm({
  clubHash,
  calendars,
  policy,
  onClose,
}: {
  clubHash: string;
  calendars: BookingCalendar[];
  policy?: PricingPolicy;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('bookings');
  const save = useSavePolicy(clubHash);
  const [name, setName] = useState(policy?.name ?? '');
  const [calendarHashes, setCalendarHashes] = useState<string[]>(policy?.calendarHashes ?? []);
  const [weekdays, setWeekdays] = useState<string[]>((policy?.weekdays ?? [1, 2, 3, 4, 5]).map(String));
  const [startsAt, setStartsAt] = useState(policy?.startsAt ?? '08:00');
  const [endsAt, setEndsAt] = useState(policy?.endsAt ?? '22:00');
  const [duration, setDuration] = useState(policy?.durationMinutes ? String(policy.durationMinutes) : '');
  const [memberPrice, setMemberPrice] = useState(policy ? inputFromCents(policy.memberPrice, i18n.language) : '');
  const [guestPrice, setGuestPrice] = useState(policy ? inputFromCents(policy.guestPrice, i18n.language) : '');
  const [validFrom, setValidFrom] = useState(policy?.validFrom ?? '');
  const [validUntil, setValidUntil] = useState(policy?.validUntil ?? '');
  const {
    submit: send,
    alert: failure,
    errorOf,
    saving,
  } = useSaveForm({
    check: CreatePricingPolicyBodySchema,
    save: async (body) => {
      await save.mutateAsync({ policyHash: policy?.hash, body });
      notify('success', t('pricing.saved', { name }));
    },
    onSaved: onClose,
    failure: t(policy ? 'errors.update' : 'errors.create'),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      name,
      calendarHashes,
      weekdays: weekdays.map(Number),
      startsAt,
      endsAt: endsAt === '23:59' ? '24:00' : endsAt,
      durationMinutes: duration ? Number(duration) : null,
      memberPrice: centsFromInput(memberPrice) ?? -1,
      guestPrice: centsFromInput(guestPrice) ?? -1,
      validFrom: validFrom || null,
      validUntil: validUntil || null,
    };
    void send(body);
  };

  return (
    <form onSubmit={submit} noValidate data-testid="policy-form">
      <Stack gap="md">
        {failure && (
          <Notice tone="danger" role="alert">
            {failure}
          </Notice>
        )}
        <TextInput
          label={t('pricing.name')}
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errorOf('name')}
          data-autofocus
          data-testid="policy-name"
        />
        <MultiSelect
          searchable
          label={t('pricing.calendars')}
          placeholder={t('pricing.allCalendars')}
          data={calendars.map((c) => ({ value: c.hash, label: c.name }))}
          value={calendarHashes}
          onChange={setCalendarHashes}
          error={errorOf('calendarHashes')}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="policy-weekdays">
            {t('pricing.weekdays')}
          </Text>
          <Chip.Group multiple value={weekdays} onChange={setWeekdays}>
            <Group gap="xs" role="group" aria-labelledby="policy-weekdays">
              {WEEKDAYS.map((w) => (
                <Chip key={w} value={String(w)} size="sm">
                  {weekdayName(w, i18n.language, 'short')}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          {errorOf('weekdays') && (
            <Text size="xs" c="red.8">
              {errorOf('weekdays')}
            </Text>
          )}
        </Stack>
        <Group grow>
          <TextInput
            type="time"
            label={t('pricing.startsAt')}
            value={startsAt}
            onChange={(e) => setStartsAt(e.currentTarget.value)}
            error={errorOf('startsAt')}
          />
          <TextInput
            type="time"
            label={t('pricing.endsAt')}
            value={endsAt}
            onChange={(e) => setEndsAt(e.currentTarget.value)}
            error={errorOf('endsAt')}
          />
        </Group>
        <Select
          label={t('pricing.duration')}
          data={[
            { value: '', label: t('pricing.anyDuration') },
            ...['60', '90', '120'].map((m) => ({ value: m, label: t('minutes', { count: Number(m) }) })),
          ]}
          value={duration}
          onChange={(v) => setDuration(v ?? '')}
          allowDeselect={false}
          description={t('pricing.durationHelp')}
        />
        <Group grow>
          <TextInput
            label={t('pricing.memberPrice')}
            inputMode="decimal"
            value={memberPrice}
            onChange={(e) => setMemberPrice(e.currentTarget.value)}
            error={errorOf('memberPrice')}
            rightSection="€"
            data-testid="policy-member-price"
          />
          <TextInput
            label={t('pricing.guestPrice')}
            inputMode="decimal"
            value={guestPrice}
            onChange={(e) => setGuestPrice(e.currentTarget.value)}
            error={errorOf('guestPrice')}
            rightSection="€"
            data-testid="policy-guest-price"
          />
        </Group>
        <Group grow>
          <TextInput
            type="date"
            label={t('pricing.validFrom')}
            value={validFrom}
            onChange={(e) => setValidFrom(e.currentTarget.value)}
            error={errorOf('validFrom')}
          />
          <TextInput
            type="date"
            label={t('pricing.validUntil')}
            value={validUntil}
            onChange={(e) => setValidUntil(e.currentTarget.value)}
            error={errorOf('validUntil')}
          />
        </Group>
        <FormActions
          cancelLabel={t('cancelAction')}
          onCancel={onClose}
          submitLabel={t('save')}
          pending={saving}
          submitTestId="policy-save"
        />
      </Stack>
    </form>
  );
}
