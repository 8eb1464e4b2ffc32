import type { PersonDetail } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { PersonList } from './person-list';
import { PersonSection } from './person-section';

/** A guardian's children; links are made from the child's page (Guardians section). */
export function PersonChildrenSection({ clubHash, person }: { clubHash: string; person: PersonDetail }) {
  const { t } = useTranslation('person');
  return (
    <PersonSection title={t('children.title')} testId="person-children">
      <PersonList clubHash={clubHash} people={person.children} empty={t('children.empty')} testId="children-list" />
    </PersonSection>
  );
}
