import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Mandate, PaymentPerson } from '@tribuna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { LoadError } from '../../../components/ui/load-error';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { notify } from '../../../lib/notify';
import { useMyMandates, useRevokeMandate } from '../api/payments';
import { readableDay, returnReasonText } from '../lib/charge-words';
import { ChangeAccountModal } from './change-account-modal';
import { MandateFormModal } from './mandate-form-modal';

/** Palettes whose light badge reads at 4.5:1 (config/theme.ts). */
const STATUS_COLOURS: Record<Mandate['status'], string> = { active: 'success', blocked: 'red', expired: 'gray', revoked: 'gray' };

interface MandatesSectionProps {
  clubHash: string;
  clubName: string;
  people: PaymentPerson[];
}

/** The SEPA mandates given for one's charges and one's children's: give one, change its account, revoke it. */
export function MandatesSection({ clubHash, clubName, people }: MandatesSectionProps) {
  const { t } = useTranslation('payments');
  const mandates = useMyMandates(clubHash);
  const revoke = useRevokeMandate(clubHash);
  const [creating, setCreating] = useState(false);
  const [changing, setChanging] = useState<Mandate | null>(null);
  const [revoking, setRevoking] = useState<Mandate | null>(null);
  const rows = mandates.data?.['hydra:member'] ?? [];

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.hash);
      notify('success', t('mandate.revoked'));
    } catch {
      notify('error', t('mandate.error'));
    }
    setRevoking(null);
  };

  return (
    <Stack component="section" gap="sm" aria-labelledby="payments-mandates" data-testid="payments-mandates">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Title order={2} size="h3" id="payments-mandates">
          {t('sections.mandates')}
        </Title>
        <Button variant="light" onClick={() => setCreating(true)} disabled={people.length === 0} data-testid="mandate-new">
          {t('mandate.new')}
        </Button>
      </Group>
      {mandates.isPending ? (
        <PlaceholderRows />
      ) : mandates.isError ? (
        <LoadError
          message={t('loadError')}
          retryLabel={t('retry')}
          onRetry={() => void mandates.refetch()}
          testId="payments-mandates-error"
        />
      ) : rows.length === 0 ? (
        <Text data-testid="payments-mandates-empty">{t('empty.mandates')}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((mandate) => (
            <MandateCard key={mandate.hash} mandate={mandate} onChange={() => setChanging(mandate)} onRevoke={() => setRevoking(mandate)} />
          ))}
        </Stack>
      )}
      <MandateFormModal clubHash={clubHash} clubName={clubName} people={people} opened={creating} onClose={() => setCreating(false)} />
      <ChangeAccountModal clubHash={clubHash} mandate={changing} onClose={() => setChanging(null)} />
      <ConfirmModal
        opened={revoking !== null}
        title={revoking ? t('mandate.revokeTitle', { reference: revoking.reference }) : ''}
        message={t('mandate.revokeText')}
        confirmLabel={t('mandate.revokeConfirm')}
        loading={revoke.isPending}
        onConfirm={() => void confirmRevoke()}
        onClose={() => setRevoking(null)}
        testId="mandate-revoke-confirm"
      />
    </Stack>
  );
}

function MandateCard({ mandate, onChange, onRevoke }: { mandate: Mandate; onChange: () => void; onRevoke: () => void }) {
  const { t, i18n } = useTranslation('payments');
  const locale = i18n.language;
  const open = mandate.status === 'active' || mandate.status === 'blocked';
  const person = `${mandate.person.name} ${mandate.person.surname}`.trim();
  return (
    <li>
      <Card withBorder radius="md" padding="sm" data-testid="mandate">
        <Stack gap={4}>
          <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
            <Stack gap={0} style={{ minWidth: 0, flex: '1 1 12rem' }}>
              <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                {person}
              </Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="mandate-iban">
                {mandate.ibanMasked}
              </Text>
            </Stack>
            <Badge variant="light" color={STATUS_COLOURS[mandate.status]} data-testid="mandate-status">
              {t(`mandate.statuses.${mandate.status}`)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('mandate.holder', { name: mandate.holderName })} · {t(`mandate.sequences.${mandate.sequence}`)} ·{' '}
            {t(`mandate.schemes.${mandate.scheme}`)}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('mandate.reference', { reference: mandate.reference })} ·{' '}
            {t('mandate.signedOn', { date: readableDay(mandate.signedOn, locale) })}
          </Text>
          {mandate.lastUsedOn && (
            <Text size="sm" c="dimmed">
              {t('mandate.lastUsedOn', { date: readableDay(mandate.lastUsedOn, locale) })}
            </Text>
          )}
          {mandate.status === 'active' && (
            <Text size="sm" c="dimmed">
              {t('mandate.expiresOn', { date: readableDay(mandate.expiresOn, locale) })}
            </Text>
          )}
          {mandate.status === 'blocked' && mandate.blockedReason && (
            <Text size="sm" data-testid="mandate-blocked">
              {t('charge.returnReason', { reason: returnReasonText(t, mandate.blockedReason) })}
            </Text>
          )}
          {mandate.amendmentPending && (
            <Text size="sm" data-testid="mandate-amended">
              {t('mandate.amendmentPending')}
            </Text>
          )}
          {open && (
            <Group gap="sm" mt={4}>
              <Button size="sm" variant="light" onClick={onChange} data-testid="mandate-change">
                {t('mandate.changeIban')}
              </Button>
              <Button size="sm" variant="subtle" color="red" onClick={onRevoke} data-testid="mandate-revoke">
                {t('mandate.revoke')}
              </Button>
            </Group>
          )}
        </Stack>
      </Card>
    </li>
  );
}
