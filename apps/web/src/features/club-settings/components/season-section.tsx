import { SimpleGrid, TextInput } from '@mantine/core';
import type { ClubSettings, UpdateClubSettingsBody } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { useSettingsSection } from '../hooks/use-settings-section';
import { checkSettingsBody, orNull } from '../lib/settings-form';
import type { SectionProps } from './section-props';
import { SettingsSection } from './settings-section';

interface SeasonValues {
  name: string;
  endsOn: string;
}

const read = (s: ClubSettings): SeasonValues => ({ name: s.season.name ?? '', endsOn: s.season.endsOn ?? '' });
const PATHS = { name: 'season.name', endsOn: 'season.endsOn' } as const;

function build(values: SeasonValues, saved: SeasonValues) {
  const season: NonNullable<UpdateClubSettingsBody['season']> = {};
  if (values.name !== saved.name) season.name = orNull(values.name);
  if (values.endsOn !== saved.endsOn) season.endsOn = orNull(values.endsOn);
  return checkSettingsBody({ season });
}

/** The current season: its name and last day (member cards read as inactive after it). */
export function SeasonSection({ clubHash, settings, onDirtyChange }: SectionProps) {
  const { t } = useTranslation('settings');
  const form = useSettingsSection({ clubHash, settings, read, build, paths: PATHS, onDirtyChange });
  const { values, set, errorOf } = form;
  return (
    <SettingsSection
      id="season"
      title={t('season.title')}
      description={t('season.description')}
      dirty={form.dirty}
      saving={form.saving}
      showsFieldErrors={form.showsFieldErrors}
      error={form.formError}
      onSubmit={() => void form.save()}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('season.name')}
          description={t('season.nameHelp')}
          name="seasonName"
          maxLength={80}
          value={values.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
          error={errorOf(PATHS.name)}
        />
        <TextInput
          type="date"
          label={t('season.endsOn')}
          description={t('season.endsOnHelp')}
          name="seasonEndsOn"
          value={values.endsOn}
          onChange={(e) => set({ endsOn: e.currentTarget.value })}
          error={errorOf(PATHS.endsOn)}
        />
      </SimpleGrid>
    </SettingsSection>
  );
}
