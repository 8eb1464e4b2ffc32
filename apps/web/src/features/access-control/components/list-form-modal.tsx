import { Checkbox, Radio, Select, Stack, TextInput } from '@mantine/core';
import {
  ACCESS_LIST_NAME_MAX,
  CreateAccessListBodySchema,
  UpdateAccessListBodySchema,
  type AccessList,
  type AccessListKind,
  type FeesOverduePolicy,
} from '@tribuna/contract/access-control';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions, FormModal, useSaveForm } from '../../../components/forms';
import { Notice } from '../../../components/ui/notice';
import { notify } from '../../../lib/notify';
import { useCreateAccessList, useUpdateAccessList } from '../api/access-lists';
import { useEventChoices } from '../api/event-choices';

interface ListFormModalProps {
  clubHash: string;
  opened: boolean;
  onClose: () => void;
  /** The list to edit; without it the modal adds one. */
  list?: AccessList;
}

/** Add or edit a check-in list: its name, whom it admits, and the door's rules. */
export function ListFormModal({ clubHash, opened, onClose, list }: ListFormModalProps) {
  const { t } = useTranslation('access');
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t(list ? 'lists.form.editTitle' : 'lists.form.createTitle')}
      closeLabel={t('actions.close')}
      data-testid="access-list-modal"
    >
      <ListForm clubHash={clubHash} list={list} onClose={onClose} />
    </FormModal>
  );
}

function ListForm({ clubHash, list, onClose }: Omit<ListFormModalProps, 'opened'>) {
  const { t } = useTranslation('access');
  const create = useCreateAccessList(clubHash);
  const update = useUpdateAccessList(clubHash);
  const [name, setName] = useState(list?.name ?? '');
  const [kind, setKind] = useState<AccessListKind>(list?.kind ?? 'members');
  const [campaignHash, setCampaignHash] = useState<string | null>(list?.campaignHash ?? null);
  const [multiple, setMultiple] = useState(list?.allowMultipleEntries ?? true);
  const [afterExit, setAfterExit] = useState(list?.allowEntryAfterExit ?? true);
  const [checkout, setCheckout] = useState(list?.autoCheckoutAt ?? '');
  const [feesOverdue, setFeesOverdue] = useState<FeesOverduePolicy>(list?.feesOverdue ?? 'warn');
  const events = useEventChoices(clubHash, kind === 'tickets' && !list);

  const rules = {
    name,
    allowMultipleEntries: multiple,
    allowEntryAfterExit: afterExit,
    autoCheckoutAt: checkout.trim() ? checkout.trim() : null,
    feesOverdue,
  };
  const { submit, saving, alert, errorOf } = useSaveForm({
    check: list ? UpdateAccessListBodySchema : CreateAccessListBodySchema,
    save: async (checked) => {
      const saved = list
        ? await update.mutateAsync({ listHash: list.hash, body: checked })
        : await create.mutateAsync(checked as Parameters<typeof create.mutateAsync>[0]);
      notify('success', t(list ? 'lists.form.updated' : 'lists.form.created', { name: saved.name }));
    },
    onSaved: onClose,
    failure: t(list ? 'errors.updateList' : 'errors.createList'),
  });
  const send = (event: FormEvent) => {
    event.preventDefault();
    void submit(list ? rules : { ...rules, kind, campaignHash: kind === 'tickets' ? campaignHash : null });
  };

  return (
    <form onSubmit={send} noValidate data-testid="access-list-form">
      <Stack gap="md">
        {alert && (
          <Notice tone="danger" role="alert">
            {alert}
          </Notice>
        )}
        <TextInput
          label={t('lists.form.name')}
          description={t('lists.form.nameHelp')}
          required
          maxLength={ACCESS_LIST_NAME_MAX}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errorOf('name')}
          data-autofocus
          data-testid="access-list-name"
        />
        <Radio.Group
          label={t('lists.form.kind')}
          description={list ? t('lists.form.kindFixed') : undefined}
          value={kind}
          onChange={(value) => setKind(value as AccessListKind)}
        >
          <Stack gap={6} mt={6}>
            <Radio value="members" label={t('lists.kinds.members')} disabled={!!list} data-testid="access-list-kind-members" />
            <Radio value="tickets" label={t('lists.kinds.tickets')} disabled={!!list} data-testid="access-list-kind-tickets" />
          </Stack>
        </Radio.Group>
        {kind === 'tickets' &&
          (list ? (
            <TextInput label={t('lists.form.event')} value={list.campaignName ?? ''} readOnly />
          ) : (
            <Select
              label={t('lists.form.event')}
              required
              searchable
              data={events.choices}
              value={campaignHash}
              onChange={setCampaignHash}
              nothingFoundMessage={events.isError ? t('lists.form.eventsUnavailable') : t('lists.form.noEvents')}
              error={errorOf('campaignHash')}
              data-testid="access-list-event"
            />
          ))}
        <Checkbox
          label={t('lists.form.multiple')}
          description={t('lists.form.multipleHelp')}
          checked={multiple}
          onChange={(event) => setMultiple(event.currentTarget.checked)}
          data-testid="access-list-multiple"
        />
        <Checkbox
          label={t('lists.form.afterExit')}
          description={t('lists.form.afterExitHelp')}
          checked={afterExit}
          onChange={(event) => setAfterExit(event.currentTarget.checked)}
          data-testid="access-list-after-exit"
        />
        <TextInput
          type="time"
          label={t('lists.form.checkout')}
          description={t('lists.form.checkoutHelp')}
          value={checkout}
          onChange={(event) => setCheckout(event.currentTarget.value)}
          error={errorOf('autoCheckoutAt')}
          data-testid="access-list-checkout"
        />
        {kind === 'members' && (
          <Radio.Group
            label={t('lists.form.feesOverdue')}
            value={feesOverdue}
            onChange={(value) => setFeesOverdue(value as FeesOverduePolicy)}
          >
            <Stack gap={6} mt={6}>
              <Radio value="warn" label={t('lists.feesOverdue.warn')} data-testid="access-list-fees-warn" />
              <Radio value="refuse" label={t('lists.feesOverdue.refuse')} data-testid="access-list-fees-refuse" />
            </Stack>
          </Radio.Group>
        )}
        <FormActions
          cancelLabel={t('actions.cancel')}
          onCancel={onClose}
          submitLabel={t(list ? 'actions.save' : 'lists.form.create')}
          pending={saving}
          submitTestId="access-list-save"
        />
      </Stack>
    </form>
  );
}
