import { SimpleGrid, Stack } from '@mantine/core';
import type { PersonDetail } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { ApiError } from '../../../lib/api-error';
import { usePerson } from '../api/get-person';
import { GuardiansSection } from './guardians-section';
import { HandOverSection } from './hand-over-section';
import { PersonBackLink } from './person-back-link';
import { PersonChildrenSection } from './person-children-section';
import { PersonDetailsSection } from './person-details-section';
import { PersonHeader } from './person-header';
import { PersonNotFound } from './person-not-found';
import { PersonProfilesSection } from './person-profiles-section';
import { PersonTeamsSection } from './person-teams-section';

/** Guardians belong to children (athletes, young partners); children to guardians. */
const hasGuardians = (person: PersonDetail) => person.role === 'player' || person.role === 'member' || person.guardians.length > 0;
const hasChildren = (person: PersonDetail) => person.role === 'guardian' || person.children.length > 0;

/** One person of the club for its managers: details, profiles, teams, family, account hand-over. */
export function PersonPage({ clubHash, personHash }: { clubHash: string; personHash: string }) {
  const { t } = useTranslation('person');
  const query = usePerson(clubHash, personHash);

  if (query.isPending) return <PlaceholderRows />;
  if (query.isError) {
    // 400 here only means a malformed hash in the address: for the reader it is the same as 404.
    if (query.error instanceof ApiError && [400, 404].includes(query.error.status)) return <PersonNotFound clubHash={clubHash} />;
    return (
      <LoadError
        message={t('page.loadError')}
        retryLabel={t('actions.retry')}
        onRetry={() => void query.refetch()}
        testId="person-load-error"
      />
    );
  }

  const person = query.data;
  return (
    <Stack gap="lg" data-testid="person-page" data-person={person.id}>
      <Stack gap="xs">
        <PersonBackLink clubHash={clubHash} role={person.role} />
        <PersonHeader clubHash={clubHash} person={person} />
      </Stack>
      <PersonDetailsSection clubHash={clubHash} person={person} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {hasGuardians(person) && <GuardiansSection clubHash={clubHash} person={person} />}
        {hasChildren(person) && <PersonChildrenSection clubHash={clubHash} person={person} />}
        <PersonTeamsSection clubHash={clubHash} person={person} />
        <PersonProfilesSection clubHash={clubHash} person={person} />
        {!person.hasAccount && <HandOverSection clubHash={clubHash} person={person} />}
      </SimpleGrid>
    </Stack>
  );
}
