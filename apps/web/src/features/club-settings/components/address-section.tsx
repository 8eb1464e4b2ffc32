import { SimpleGrid, TextInput } from '@mantine/core';
import type { ClubSettings, UpdateClubSettingsBody } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { useSettingsSection } from '../hooks/use-settings-section';
import { blankPaths, checkSettingsBody } from '../lib/settings-form';
import type { SectionProps } from './section-props';
import { SettingsSection } from './settings-section';

interface AddressValues {
  city: string;
  regionName: string;
  countryName: string;
}

const read = (s: ClubSettings): AddressValues => ({
  city: s.address.city ?? '',
  regionName: s.address.regionName ?? '',
  countryName: s.address.countryName ?? '',
});
const PATHS = { city: 'address.city', regionName: 'address.regionName', countryName: 'address.countryName' } as const;

function build(values: AddressValues, saved: AddressValues) {
  const address: NonNullable<UpdateClubSettingsBody['address']> = {};
  for (const key of ['city', 'regionName', 'countryName'] as const) if (values[key] !== saved[key]) address[key] = values[key].trim();
  const blanks = blankPaths({ [PATHS.city]: values.city, [PATHS.regionName]: values.regionName, [PATHS.countryName]: values.countryName });
  return checkSettingsBody({ address }, blanks);
}

/** City, region and country: all three are required (the club search shows them). */
export function AddressSection({ clubHash, settings, onDirtyChange }: SectionProps) {
  const { t } = useTranslation('settings');
  const form = useSettingsSection({ clubHash, settings, read, build, paths: PATHS, onDirtyChange });
  const { values, set, errorOf } = form;
  return (
    <SettingsSection
      id="address"
      title={t('address.title')}
      description={t('address.description')}
      dirty={form.dirty}
      saving={form.saving}
      showsFieldErrors={form.showsFieldErrors}
      error={form.formError}
      onSubmit={() => void form.save()}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          label={t('address.city')}
          name="city"
          required
          maxLength={120}
          autoComplete="address-level2"
          value={values.city}
          onChange={(e) => set({ city: e.currentTarget.value })}
          error={errorOf(PATHS.city)}
        />
        <TextInput
          label={t('address.region')}
          name="regionName"
          required
          maxLength={120}
          autoComplete="address-level1"
          value={values.regionName}
          onChange={(e) => set({ regionName: e.currentTarget.value })}
          error={errorOf(PATHS.regionName)}
        />
        <TextInput
          label={t('address.country')}
          name="countryName"
          required
          maxLength={120}
          autoComplete="country-name"
          value={values.countryName}
          onChange={(e) => set({ countryName: e.currentTarget.value })}
          error={errorOf(PATHS.countryName)}
        />
      </SimpleGrid>
    </SettingsSection>
  );
}
