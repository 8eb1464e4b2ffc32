import {
  Anchor,
  Badge,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { CreateLinkGroupBodySchema, type BookingCalendar, type LinkGroup } from '@tribuna/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BookingsPageHead, ListState } from './page-parts';
import { Link } from 'react-router';
import { CopyButton } from '../../../components/ui/copy-button';
import { FormActions, FormModal, useSaveForm } from '../../../components/forms';
import { Notice } from '../../../components/ui/notice';
import { notify } from '../../../lib/notify';
import { useCalendars, useLinks, useRemoveLink, useSaveLink } from '../api/manage-bookings';

/** Link groups (/bookings/link-groups): public booking links grouping calendars, with their rules. */
export function LinkGroupsPage({ clubHash }: { clubHash: string }) {
  const { t } = useTranslation('bookings');
  const links = useLinks(clubHash);
  const calendars = useCalendars(clubHash);
  const remove = useRemoveLink(clubHash);
  const [editing, setEditing] = useState<LinkGroup | 'new' | null>(null);
  const nameOf = (hash: string) => calendars.data?.['hydra:member'].find((c) => c.hash === hash)?.name ?? '';

  return (
    <Stack gap="lg">
      <BookingsPageHead
        section="links"
        action={
          <Button onClick={() => setEditing('new')} data-testid="link-add">
            {t('links.add')}
          </Button>
        }
      />
      <ListState query={links} count={links.data?.['hydra:member'].length ?? 0} emptyText={t('links.empty')} />
      {links.data?.['hydra:member'].map((link) => {
        const url = `${window.location.origin}${link.path}`;
        return (
          <Paper key={link.hash} withBorder radius="md" p="md" data-testid="link-card">
            <Stack gap="xs">
              <Group justify="space-between">
                <Group gap="xs">
                  <Title order={2} size="h4">
                    {link.name}
                  </Title>
                  <Badge variant="light" color={link.enabled ? 'success' : 'gray'}>
                    {t(link.enabled ? 'links.enabled' : 'links.disabled')}
                  </Badge>
                </Group>
                <Group gap="xs">
                  <Button size="compact-sm" variant="default" onClick={() => setEditing(link)}>
                    {t('edit')}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    onClick={() => remove.mutate(link.hash, { onError: () => notify('error', t('errors.remove')) })}
                    aria-label={t('links.removeNamed', { name: link.name })}
                  >
                    {t('remove')}
                  </Button>
                </Group>
              </Group>
              <Text size="sm">{link.calendarHashes.map(nameOf).join(', ')}</Text>
              <Text size="sm" c="dimmed">
                {t('links.summary', {
                  days: link.windowDays,
                  notice: link.minNoticeMinutes,
                  hours: link.freeCancelHours,
                })}
                {link.maxPerWeek ? ` · ${t('links.maxPerWeekShort', { count: link.maxPerWeek })}` : ''}
                {link.audience === 'members' ? ` · ${t('links.membersOnly')}` : ''}
                {link.paymentRequired ? ` · ${t('links.paymentRequired')}` : ''}
              </Text>
              <Group gap="xs">
                {/* A long address breaks anywhere rather than pushing a phone's page sideways. */}
                <Anchor component={Link} to={link.path} style={{ overflowWrap: 'anywhere' }} data-testid="link-public">
                  {url}
                </Anchor>
                <CopyButton value={url} size="compact-xs" />
              </Group>
            </Stack>
          </Paper>
        );
      })}
      <FormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing === 'new' ? 'links.add' : 'links.edit')}
        size="lg"
        closeLabel={t('close')}
      >
        {editing !== null && (
          <LinkForm
            clubHash={clubHash}
            calendars={calendars.data?.['hydra:member'] ?? []}
            link={editing === 'new' ? undefined : editing}
            onClose={() => setEditing(null)}
          />
        )}
      </FormModal>
    </Stack>
  );
}

function LinkForm({
  clubHash,
  calendars,
  link,
  onClose,
}: {
  clubHash: string;
  calendars: BookingCalendar[];
  link?: LinkGroup;
  onClose: () => void;
}) {
  const { t } = useTranslation('bookings');
  const save = useSaveLink(clubHash);
  const [name, setName] = useState(link?.name ?? '');
  const [calendarHashes, setCalendarHashes] = useState<string[]>(link?.calendarHashes ?? []);
  const [windowDays, setWindowDays] = useState<number | string>(link?.windowDays ?? 7);
  const [notice, setNotice] = useState<number | string>(link?.minNoticeMinutes ?? 60);
  const [maxPerWeek, setMaxPerWeek] = useState<number | string>(link?.maxPerWeek ?? '');
  const [audience, setAudience] = useState<string>(link?.audience ?? 'anyone');
  const [paymentRequired, setPaymentRequired] = useState(link?.paymentRequired ?? false);
  const [freeCancelHours, setFreeCancelHours] = useState<number | string>(link?.freeCancelHours ?? 24);
  const [lateFee, setLateFee] = useState<number | string>(link?.lateCancelFeePercent ?? '');
  const [enabled, setEnabled] = useState(link?.enabled ?? true);
  const {
    submit: send,
    alert: failure,
    errorOf,
    saving,
  } = useSaveForm({
    check: CreateLinkGroupBodySchema,
    save: async (body) => {
      await save.mutateAsync({ linkGroupHash: link?.hash, body });
      notify('success', t('links.saved', { name }));
    },
    onSaved: onClose,
    failure: t(link ? 'errors.update' : 'errors.create'),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      name,
      calendarHashes,
      windowDays: Number(windowDays),
      minNoticeMinutes: Number(notice),
      maxPerWeek: maxPerWeek === '' ? null : Number(maxPerWeek),
      audience,
      paymentRequired,
      freeCancelHours: Number(freeCancelHours),
      lateCancelFeePercent: lateFee === '' ? null : Number(lateFee),
      enabled,
    };
    void send(body);
  };

  return (
    <form onSubmit={submit} noValidate data-testid="link-form">
      <Stack gap="md">
        {failure && (
          <Notice tone="danger" role="alert">
            {failure}
          </Notice>
        )}
        <TextInput
          label={t('links.name')}
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errorOf('name')}
          data-autofocus
          data-testid="link-name"
        />
        <MultiSelect
          searchable
          label={t('links.calendars')}
          required
          data={calendars.map((c) => ({ value: c.hash, label: c.name }))}
          value={calendarHashes}
          onChange={setCalendarHashes}
          error={errorOf('calendarHashes')}
          data-testid="link-calendars"
        />
        <Group grow>
          <NumberInput
            label={t('links.windowDays')}
            min={0}
            max={365}
            value={windowDays}
            onChange={setWindowDays}
            error={errorOf('windowDays')}
            data-testid="link-window"
          />
          <NumberInput
            label={t('links.minNotice')}
            min={0}
            max={10080}
            step={15}
            value={notice}
            onChange={setNotice}
            error={errorOf('minNoticeMinutes')}
          />
        </Group>
        <Group grow>
          <NumberInput
            label={t('links.maxPerWeek')}
            description={t('links.emptyNoLimit')}
            min={1}
            max={50}
            value={maxPerWeek}
            onChange={setMaxPerWeek}
            error={errorOf('maxPerWeek')}
          />
          <Select
            label={t('links.audience')}
            data={[
              { value: 'anyone', label: t('links.anyone') },
              { value: 'members', label: t('links.membersOnly') },
            ]}
            value={audience}
            onChange={(v) => setAudience(v ?? 'anyone')}
            allowDeselect={false}
          />
        </Group>
        <Group grow>
          <NumberInput
            label={t('links.freeCancelHours')}
            min={0}
            max={720}
            value={freeCancelHours}
            onChange={setFreeCancelHours}
            error={errorOf('freeCancelHours')}
          />
          <NumberInput
            label={t('links.lateFee')}
            description={t('links.lateFeeHelp')}
            min={0}
            max={100}
            value={lateFee}
            onChange={setLateFee}
            error={errorOf('lateCancelFeePercent')}
          />
        </Group>
        <Switch
          label={t('links.paymentRequiredLabel')}
          checked={paymentRequired}
          onChange={(e) => setPaymentRequired(e.currentTarget.checked)}
        />
        <Switch label={t('links.enabledLabel')} checked={enabled} onChange={(e) => setEnabled(e.currentTarget.checked)} />
        <FormActions cancelLabel={t('cancelAction')} onCancel={onClose} submitLabel={t('save')} pending={saving} submitTestId="link-save" />
      </Stack>
    </form>
  );
}
