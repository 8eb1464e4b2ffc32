import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { ClubSettings, UpdateClubSettingsBody } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useSettingsSection } from '../hooks/use-settings-section';
import { blankPaths, checkSettingsBody, orNull } from '../lib/settings-form';
import type { SectionProps } from './section-props';
import { SettingsSection } from './settings-section';

interface GeneralValues {
  name: string;
  shortname: string;
  companyName: string;
}

const read = (s: ClubSettings): GeneralValues => ({ name: s.name, shortname: s.shortname, companyName: s.companyName ?? '' });
const PATHS = { name: 'name', shortname: 'shortname', companyName: 'companyName' } as const;

/** Only what changed is sent: an unchanged short name is not checked again. */
function build(values: GeneralValues, saved: GeneralValues) {
  const body: UpdateClubSettingsBody = {};
  if (values.name !== saved.name) body.name = values.name.trim();
  if (values.shortname !== saved.shortname) body.shortname = values.shortname.trim();
  if (values.companyName !== saved.companyName) body.companyName = orNull(values.companyName);
  return checkSettingsBody(body, blankPaths({ name: values.name, shortname: values.shortname }));
}

/** The public address of the club's page for a short name (/p/{short}). */
export const publicUrlOf = (shortname: string) => `${window.location.origin}${paths.portal.byShortName(shortname.trim() || '…')}`;

/** Name, short name (the public page's address) and company name. */
export function GeneralSection({ clubHash, settings, onDirtyChange }: SectionProps) {
  const { t } = useTranslation('settings');
  const form = useSettingsSection({ clubHash, settings, read, build, paths: PATHS, onDirtyChange });
  const { values, set, errorOf } = form;
  return (
    <SettingsSection
      id="general"
      title={t('general.title')}
      description={t('general.description')}
      dirty={form.dirty}
      saving={form.saving}
      showsFieldErrors={form.showsFieldErrors}
      error={form.formError}
      onSubmit={() => void form.save()}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('general.name')}
            name="name"
            required
            maxLength={120}
            value={values.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
            error={errorOf('name')}
          />
          <TextInput
            label={t('general.companyName')}
            description={t('general.companyNameHelp')}
            name="companyName"
            maxLength={200}
            value={values.companyName}
            onChange={(e) => set({ companyName: e.currentTarget.value })}
            error={errorOf('companyName')}
          />
        </SimpleGrid>
        <TextInput
          label={t('general.shortname')}
          description={
            <>
              {t('general.shortnameHelp')}{' '}
              <span style={{ overflowWrap: 'anywhere' }} data-testid="settings-public-url">
                {publicUrlOf(values.shortname)}
              </span>
            </>
          }
          name="shortname"
          required
          maxLength={64}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          value={values.shortname}
          onChange={(e) => set({ shortname: e.currentTarget.value.toLowerCase() })}
          error={errorOf('shortname')}
          data-testid="settings-shortname"
        />
      </Stack>
    </SettingsSection>
  );
}
