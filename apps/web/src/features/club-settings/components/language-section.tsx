import { NativeSelect, SimpleGrid } from '@mantine/core';
import { sessionLocaleForClub, type ClubLocale, type ClubSettings, type UiLocale, type UpdateClubSettingsBody } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { useSettingsSection } from '../hooks/use-settings-section';
import { CLUB_LOCALE_OPTIONS, langOf, UI_LOCALE_NAMES, UI_LOCALE_OPTIONS } from '../lib/language-names';
import { checkSettingsBody } from '../lib/settings-form';
import type { SectionProps } from './section-props';
import { SettingsSection } from './settings-section';

interface LanguageValues {
  locale: ClubLocale;
  /** '' = derived from the club language (null on the server). */
  interfaceLanguage: UiLocale | '';
}

const read = (s: ClubSettings): LanguageValues => ({ locale: s.locale, interfaceLanguage: s.interfaceLanguage ?? '' });
const PATHS = { locale: 'locale', interfaceLanguage: 'interfaceLanguage' } as const;

function build(values: LanguageValues, saved: LanguageValues) {
  const body: UpdateClubSettingsBody = {};
  if (values.locale !== saved.locale) body.locale = values.locale;
  if (values.interfaceLanguage !== saved.interfaceLanguage) body.interfaceLanguage = values.interfaceLanguage || null;
  return checkSettingsBody(body);
}

/** The club's language (messages, documents, public page) and the interface language of its people. */
export function LanguageSection({ clubHash, settings, onDirtyChange }: SectionProps) {
  const { t } = useTranslation('settings');
  const form = useSettingsSection({ clubHash, settings, read, build, paths: PATHS, onDirtyChange });
  const { values, set, errorOf } = form;
  const derived = UI_LOCALE_NAMES[sessionLocaleForClub(values.locale)];
  return (
    <SettingsSection
      id="language"
      title={t('language.title')}
      dirty={form.dirty}
      saving={form.saving}
      showsFieldErrors={form.showsFieldErrors}
      error={form.formError}
      onSubmit={() => void form.save()}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NativeSelect
          label={t('language.locale')}
          description={t('language.localeHelp')}
          name="locale"
          value={values.locale}
          onChange={(e) => set({ locale: e.currentTarget.value as ClubLocale })}
          error={errorOf(PATHS.locale)}
        >
          {CLUB_LOCALE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value} lang={langOf(option.value)}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          label={t('language.interface')}
          description={t('language.interfaceHelp')}
          name="interfaceLanguage"
          value={values.interfaceLanguage}
          onChange={(e) => set({ interfaceLanguage: e.currentTarget.value as UiLocale | '' })}
          error={errorOf(PATHS.interfaceLanguage)}
        >
          <option value="">{t('language.automatic', { language: derived })}</option>
          {UI_LOCALE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value} lang={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </SimpleGrid>
    </SettingsSection>
  );
}
