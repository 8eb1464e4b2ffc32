import { Text } from '@mantine/core';
import type { PersonDetail } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { PersonList } from './person-list';
import { PersonSection } from './person-section';

/** The other profiles of the same account in this club (a partner who is also a guardian…). */
export function PersonProfilesSection({ clubHash, person }: { clubHash: string; person: PersonDetail }) {
  const { t } = useTranslation('person');
  const others = person.profiles.filter((profile) => profile.id !== person.id);
  return (
    <PersonSection title={t('profiles.title')} testId="person-profiles">
      {!person.hasAccount && (
        <Text size="sm" c="dimmed">
          {t('profiles.noAccount')}
        </Text>
      )}
      {person.hasAccount && <PersonList clubHash={clubHash} people={others} empty={t('profiles.onlyThis')} testId="profile-list" />}
    </PersonSection>
  );
}
