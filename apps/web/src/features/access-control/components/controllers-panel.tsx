import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { notify } from '../../../lib/notify';
import { useAccessControllers, useControllerCandidates, useSetController } from '../api/access-controllers';
import { InviteController } from './invite-controller';

/**
 * Who may open the scanner: profiles with the controller flag, given or taken here. A volunteer
 * without a profile joins first through an invitation link, then gets the flag.
 */
export function ControllersPanel({ clubHash }: { clubHash: string }) {
  const { t } = useTranslation('access');
  const controllers = useAccessControllers(clubHash);
  const setController = useSetController(clubHash);
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 300);
  const candidates = useControllerCandidates(clubHash, term);
  const current = controllers.data?.['hydra:member'] ?? [];
  const isController = new Set(current.map((profile) => profile.hash));
  const found = candidates.data?.['hydra:member'] ?? [];

  const change = (profileHash: string, name: string, controller: boolean) =>
    setController.mutate(
      { profileHash, controller },
      {
        onSuccess: () => notify('success', t(controller ? 'controllers.granted' : 'controllers.revoked', { name })),
        onError: () => notify('error', t('errors.controller')),
      },
    );

  return (
    <Stack gap="lg">
      <Text c="dimmed" size="sm">
        {t('controllers.intro')}
      </Text>
      <Stack gap="sm" component="section" aria-labelledby="access-controllers-title">
        <Title order={2} size="h4" id="access-controllers-title">
          {t('controllers.current')}
        </Title>
        {controllers.isPending && <PlaceholderRows />}
        {controllers.isError && (
          <LoadError message={t('errors.loadControllers')} retryLabel={t('actions.retry')} onRetry={() => void controllers.refetch()} />
        )}
        {controllers.isSuccess && current.length === 0 && <Text data-testid="access-controllers-empty">{t('controllers.none')}</Text>}
        {current.length > 0 && (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} data-testid="access-controllers">
            {current.map((profile) => {
              const name = `${profile.name} ${profile.surname}`.trim();
              return (
                <Paper component="li" key={profile.hash} withBorder radius="md" p="sm" data-testid="access-controller-row">
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <div>
                      <Text fw={600}>{name}</Text>
                      <Text size="sm" c="dimmed">
                        {t(`controllers.roles.${profile.role}`)}
                        {!profile.enabled && ` · ${t('controllers.disabled')}`}
                      </Text>
                    </div>
                    <Button
                      size="xs"
                      variant="outline"
                      color="red.9"
                      onClick={() => change(profile.hash, name, false)}
                      loading={setController.isPending && setController.variables?.profileHash === profile.hash}
                      aria-label={t('controllers.revokeOf', { name })}
                      data-testid="access-controller-revoke"
                    >
                      {t('controllers.revoke')}
                    </Button>
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        )}
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="access-controllers-add">
        <Title order={2} size="h4" id="access-controllers-add">
          {t('controllers.add')}
        </Title>
        <TextInput
          label={t('controllers.search')}
          description={t('controllers.searchHelp')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-testid="access-controller-search"
        />
        {candidates.isError && <Text c="red.9">{t('errors.search')}</Text>}
        {candidates.isSuccess && found.length === 0 && <Text role="status">{t('controllers.noneFound')}</Text>}
        {found.length > 0 && (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('controllers.results')}>
            {found.map((person) => {
              const name = `${person.name} ${person.surname}`.trim();
              const already = isController.has(person.id);
              return (
                <Paper component="li" key={person.id} withBorder radius="md" p="sm" data-testid="access-candidate-row">
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <div>
                      <Text fw={600}>{name}</Text>
                      <Text size="sm" c="dimmed">
                        {t(`controllers.roles.${person.role}`)}
                        {person.membershipNumber !== null && ` · ${t('controllers.number', { number: person.membershipNumber })}`}
                      </Text>
                    </div>
                    {already ? (
                      <Text size="sm">{t('controllers.already')}</Text>
                    ) : (
                      <Button
                        size="xs"
                        onClick={() => change(person.id, name, true)}
                        loading={setController.isPending && setController.variables?.profileHash === person.id}
                        aria-label={t('controllers.grantOf', { name })}
                        data-testid="access-controller-grant"
                      >
                        {t('controllers.grant')}
                      </Button>
                    )}
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        )}
      </Stack>
      <InviteController clubHash={clubHash} />
    </Stack>
  );
}
