import { Badge, Button, Group, Menu, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { CHARGE_STATES, type FeeDetail, type ManagedCharge } from '@tribuna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { formatMoney } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { FEES_PAGE_SIZE, useChargeAction, useFeeCharges } from '../api/fees-api';
import { chargeStateTone } from '../lib/badge-tones';
import { dayInWords } from '../lib/fee-format';
import { Pager } from './pager';
import { ChargeActionModal, type ChargeActionKind } from './charge-action-modal';

/** States a manager may still change by hand (the API refuses the others). */
const OPEN = new Set(['pending', 'unpaid', 'returned']);
/** States that came back from the bank: their row says why, in the words of the returns import. */
const RETURNED = new Set(['returned', 'refunded_by_debtor']);

/** A fee's charges by person, filtered by state, team and name, each open one with its manual actions. */
export function ChargesTable({ clubHash, fee }: { clubHash: string; fee: FeeDetail }) {
  const { t, i18n } = useTranslation(['fees', 'sepa']);
  const [state, setState] = useState<string | null>(null);
  const [teamHash, setTeamHash] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const [acting, setActing] = useState<{ charge: ManagedCharge; kind: ChargeActionKind } | null>(null);
  const remind = useChargeAction(clubHash);
  const charges = useFeeCharges(clubHash, fee.hash, {
    state: state ?? undefined,
    teamHash: teamHash ?? undefined,
    search: debounced,
    page,
  });
  const items = charges.data?.['hydra:member'] ?? [];
  const total = charges.data?.['hydra:totalItems'] ?? 0;
  const teams = fee.byTeam.filter((line) => line.teamHash).map((line) => ({ value: line.teamHash!, label: line.teamName! }));
  const sendReminder = (charge: ManagedCharge) =>
    remind.mutate(
      { chargeHash: charge.hash, action: { kind: 'remind' } },
      {
        onSuccess: (answer) =>
          notify(
            'success',
            'sent' in answer && answer.sent > 0 ? t('charges.reminded', { name: charge.person.name }) : t('charges.remindSkipped'),
          ),
        onError: () => notify('error', t('errors.save')),
      },
    );

  return (
    <Stack gap="sm">
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('charges.filterState')}
          placeholder={t('charges.allStates')}
          data={CHARGE_STATES.map((value) => ({ value, label: t(`states.${value}`) }))}
          value={state}
          onChange={(value) => {
            setState(value);
            setPage(1);
          }}
          clearable
          data-testid="charges-state"
        />
        {teams.length > 0 && (
          <Select
            label={t('charges.filterTeam')}
            placeholder={t('charges.allTeams')}
            data={teams}
            value={teamHash}
            onChange={(value) => {
              setTeamHash(value);
              setPage(1);
            }}
            clearable
          />
        )}
        <TextInput
          label={t('charges.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          data-testid="charges-search"
        />
      </Group>
      {charges.isPending && <PlaceholderRows />}
      {charges.isError && <LoadError message={t('errors.load')} retryLabel={t('form.retry')} onRetry={() => void charges.refetch()} />}
      {charges.isSuccess && items.length === 0 && <Text data-testid="charges-empty">{t('charges.empty')}</Text>}
      {items.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped data-testid="charges-table" aria-label={t('charges.label', { name: fee.name })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('charges.person')}</Table.Th>
                <Table.Th>{t('charges.due')}</Table.Th>
                <Table.Th>{t('charges.amount')}</Table.Th>
                <Table.Th>{t('charges.state')}</Table.Th>
                <Table.Th>{t('charges.actionsLabel')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((charge) => {
                const person = `${charge.person.name} ${charge.person.surname}`.trim();
                return (
                  <Table.Tr key={charge.hash} data-testid="charge-row">
                    <Table.Td>
                      <Text fw={600}>{person}</Text>
                      {charge.teams.length > 0 && (
                        <Text size="xs" c="dimmed">
                          {charge.teams.join(', ')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {dayInWords(charge.dueOn, i18n.language)}
                      {fee.instalments > 1 && (
                        <Text size="xs" c="dimmed">
                          {t('charges.instalment', { number: charge.instalment, count: fee.instalments })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{formatMoney(charge.amount + charge.returnFee, i18n.language)}</Table.Td>
                    <Table.Td>
                      <Badge {...chargeStateTone(charge.state)}>{t(`states.${charge.state}`)}</Badge>
                      {charge.paidMethod && (
                        <Text size="xs" c="dimmed">
                          {t(`methods.${charge.paidMethod}`, { defaultValue: charge.paidMethod })}
                        </Text>
                      )}
                      {charge.returnReason && RETURNED.has(charge.state) && (
                        <Text size="xs" c="dimmed" data-testid="charge-return-reason">
                          {t(`sepa:reasons.${charge.returnReason}`, {
                            defaultValue: t('sepa:reasons.unknown', { code: charge.returnReason }),
                          })}
                        </Text>
                      )}
                      {charge.note && (
                        <Text size="xs" c="dimmed">
                          {charge.note}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {OPEN.has(charge.state) && (
                        <Menu position="bottom-end">
                          <Menu.Target>
                            <Button
                              size="xs"
                              variant="light"
                              aria-label={t('charges.actionsFor', { name: person })}
                              data-testid="charge-actions"
                            >
                              {t('charges.actionsLabel')}
                            </Button>
                          </Menu.Target>
                          <Menu.Dropdown>
                            {(['paid', 'price', 'exempt', 'cancel'] as const).map((kind) => (
                              <Menu.Item key={kind} onClick={() => setActing({ charge, kind })} data-testid={`charge-action-${kind}`}>
                                {t(`charges.actions.${kind}`)}
                              </Menu.Item>
                            ))}
                            <Menu.Item onClick={() => sendReminder(charge)} data-testid="charge-action-remind">
                              {t('charges.actions.remind')}
                            </Menu.Item>
                          </Menu.Dropdown>
                        </Menu>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {total > FEES_PAGE_SIZE && <Pager total={Math.ceil(total / FEES_PAGE_SIZE)} value={page} onChange={setPage} />}
      {acting && <ChargeActionModal clubHash={clubHash} charge={acting.charge} kind={acting.kind} onClose={() => setActing(null)} />}
    </Stack>
  );
}
