import { Button, Group, Pagination, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { TEAMS_PER_PAGE, useTeams } from '../api/get-teams';
import { filtersFromSearch, hasActiveFilters, searchFromFilters, type TeamFilters } from '../lib/team-filters';
import { READABLE_ERRORS } from '../lib/readable-errors';
import { TeamCard } from './team-card';
import { TeamFormModal } from './team-form-modal';
import { TeamsFilters } from './teams-filters';
import { LoadError } from '../../../components/ui/load-error';

/** Teams of the club (spec 2, /teams/all): filters kept in the URL, cards, "New team" in a modal. */
export function TeamsPage({ clubHash }: { clubHash: string }) {
  const { t } = useTranslation('teams');
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(params), [params]);
  const query = useTeams(clubHash, filters);
  const [creating, setCreating] = useState(false);

  // Filters replace the history entry: the back button leaves the page rather than undoing clicks.
  const setFilters = (next: TeamFilters) => setParams(searchFromFilters(next), { replace: true });

  const teams = query.data?.['hydra:member'] ?? [];
  const total = query.data?.['hydra:totalItems'] ?? 0;
  const pages = Math.max(1, Math.ceil(total / TEAMS_PER_PAGE));
  const filtered = hasActiveFilters(filters);

  return (
    <Stack gap="lg" style={READABLE_ERRORS}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{t('list.title')}</Title>
          <Text c="dimmed">{t('list.intro')}</Text>
        </Stack>
        <Button onClick={() => setCreating(true)} data-testid="new-team">
          {t('list.newTeam')}
        </Button>
      </Group>
      <TeamsFilters filters={filters} onChange={setFilters} />
      <section aria-labelledby="teams-results" aria-busy={query.isFetching || undefined}>
        <Title order={2} size="h4" id="teams-results" mb="sm">
          {query.isSuccess ? t('list.count', { count: total }) : t('list.results')}
        </Title>
        {query.isPending && <PlaceholderRows />}
        {query.isError && (
          <LoadError message={t('list.loadError')} retryLabel={t('list.retry')} onRetry={() => void query.refetch()} testId="teams-error" />
        )}
        {query.isSuccess && teams.length === 0 && (
          <Text data-testid="teams-empty">{filtered ? t('list.emptyFiltered') : t('list.empty')}</Text>
        )}
        {teams.length > 0 && (
          <SimpleGrid
            component="ul"
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="md"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            data-testid="teams-list"
          >
            {teams.map((team) => (
              <li key={team.hash}>
                <TeamCard clubHash={clubHash} team={team} />
              </li>
            ))}
          </SimpleGrid>
        )}
        {pages > 1 && (
          <Pagination
            mt="md"
            total={pages}
            value={Math.min(filters.page, pages)}
            onChange={(page) => setFilters({ ...filters, page })}
            getControlProps={(control) => ({ 'aria-label': t(`list.${control}Page`) })}
            getItemProps={(page) => ({ 'aria-label': t('list.page', { page }) })}
            data-testid="teams-pagination"
          />
        )}
      </section>
      <TeamFormModal clubHash={clubHash} opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
