import { MultiSelect, Pill, Stack, Text } from '@mantine/core';
import type { MessagingPerson } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import type { AllowedChoices } from '../lib/allowed-choices';
import { groupOptions, personName, type GroupValue } from '../lib/recipient-options';
import { PersonSearch } from './person-search';

interface RecipientsPickerProps {
  clubHash: string;
  profileHash: string;
  allowed: AllowedChoices;
  groups: GroupValue[];
  people: MessagingPerson[];
  onGroups: (groups: GroupValue[]) => void;
  onPeople: (people: MessagingPerson[]) => void;
  error?: string;
}

/** Who receives a new thread: whole groups, teams, categories, mailboxes, and single people found by name. */
export function RecipientsPicker({ clubHash, profileHash, allowed, groups, people, onGroups, onPeople, error }: RecipientsPickerProps) {
  const { t } = useTranslation('messages');
  const sections = groupOptions(allowed, t);
  return (
    <Stack gap="xs" data-testid="recipients-picker">
      {sections.length > 0 && (
        <MultiSelect
          label={t('recipients.groupsLabel')}
          placeholder={groups.length === 0 ? t('recipients.groupsPlaceholder') : undefined}
          data={sections}
          value={groups}
          onChange={onGroups}
          searchable
          clearable
          nothingFoundMessage={t('recipients.nothingFound')}
          error={people.length === 0 ? error : undefined}
          data-testid="recipient-groups"
        />
      )}
      {allowed.kinds.includes('person') && (
        <PersonSearch
          clubHash={clubHash}
          profileHash={profileHash}
          label={t('recipients.peopleLabel')}
          exclude={people.map((person) => person.profileHash)}
          onPick={(person) => onPeople([...people, person])}
          error={sections.length === 0 ? error : undefined}
          testId="recipient-people"
        />
      )}
      {people.length > 0 && (
        <Pill.Group aria-label={t('recipients.chosenPeople')}>
          {people.map((person) => (
            <Pill
              key={person.profileHash}
              withRemoveButton
              onRemove={() => onPeople(people.filter((other) => other.profileHash !== person.profileHash))}
              // Mantine hides the remove button from keyboards and screen readers; here it is the only way to remove.
              removeButtonProps={{
                'aria-hidden': false,
                tabIndex: 0,
                'aria-label': t('recipients.removePerson', { name: personName(person) }),
              }}
            >
              {personName(person)}
            </Pill>
          ))}
        </Pill.Group>
      )}
      {sections.length === 0 && !allowed.kinds.includes('person') && <Text c="dark.6">{t('recipients.none')}</Text>}
    </Stack>
  );
}
