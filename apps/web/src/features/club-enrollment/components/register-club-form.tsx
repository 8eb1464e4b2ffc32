import { Button, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { CLUB_LOCALES, type ClubLocale } from '@tribuna/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translateFieldError, type FieldErrors } from '../../../components/forms/field-errors';
import { Notice } from '../../../components/ui/notice';
import { useCreateClub } from '../api/create-club';
import { uploadClubLogo } from '../api/upload-club-logo';
import { clubFieldErrorsFromApi, defaultClubLocale, validateClubForm, type ClubFormValues } from '../lib/club-form';
import { suggestShortname } from '../lib/shortname';
import { LogoField } from './logo-field';

interface RegisterClubFormProps {
  /** Called with the new club once it exists (and its logo, when one was chosen, was sent). */
  onRegistered: (club: { hash: string; name: string }, logoUploaded: boolean | null) => Promise<void> | void;
}

type TextFieldName = Exclude<keyof ClubFormValues, 'locale'>;

/** Register a new club (spec 1, issue 3 part 3): its first manager is the person registering it. */
export function RegisterClubForm({ onRegistered }: RegisterClubFormProps) {
  const { t, i18n } = useTranslation(['onboarding', 'forms']);
  const mutation = useCreateClub();
  const [values, setValues] = useState<ClubFormValues>(() => ({
    name: '',
    shortname: '',
    city: '',
    regionName: '',
    countryName: '',
    locale: defaultClubLocale(i18n.language),
  }));
  // The short name follows the name until the person writes one of their own.
  const [shortnameEdited, setShortnameEdited] = useState(false);
  const [logo, setLogo] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);

  const setText = (field: TextFieldName) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => {
      const next = { ...current, [field]: value };
      if (field === 'name' && !shortnameEdited) next.shortname = suggestShortname(value);
      return next;
    });
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const onShortname = (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value.toLowerCase();
    setShortnameEdited(value.length > 0);
    // Emptied, it follows the name again from the next keystroke there.
    setValues((current) => ({ ...current, shortname: value }));
    setErrors((current) => ({ ...current, shortname: undefined }));
  };
  const errorOf = (field: string) => {
    const list = errors[field];
    return list?.length ? list.map((code) => translateFieldError(t, code)).join(' ') : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = validateClubForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFormError(t('forms:summary'));
      return;
    }
    setErrors({});
    let club: { hash: string; name: string };
    try {
      club = await mutation.mutateAsync(checked.data);
    } catch (error) {
      const fieldErrors = clubFieldErrorsFromApi(error);
      setErrors(fieldErrors);
      setFormError(Object.keys(fieldErrors).length > 0 ? t('forms:summary') : t('onboarding:register.error'));
      return;
    }
    setFinishing(true);
    try {
      let logoUploaded: boolean | null = null;
      if (logo)
        logoUploaded = await uploadClubLogo(club.hash, logo).then(
          () => true,
          () => false,
        );
      await onRegistered(club, logoUploaded);
    } finally {
      setFinishing(false);
    }
  };

  const locales = CLUB_LOCALES.map((locale: ClubLocale) => ({ value: locale, label: t(`onboarding:locales.${locale}`) }));
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('onboarding:register.formLabel')}
      data-testid="register-club-form"
    >
      <Stack gap="md">
        {formError && (
          <Notice tone="danger" role="alert" data-testid="register-club-error">
            {formError}
          </Notice>
        )}
        <TextInput
          label={t('onboarding:register.name')}
          name="name"
          required
          value={values.name}
          onChange={setText('name')}
          error={errorOf('name')}
        />
        <TextInput
          label={t('onboarding:register.shortname')}
          description={t('onboarding:register.shortnameHelp', { url: `/p/${values.shortname || '…'}` })}
          name="shortname"
          required
          value={values.shortname}
          onChange={onShortname}
          error={errorOf('shortname')}
          autoCapitalize="none"
          spellCheck={false}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput
            label={t('onboarding:register.city')}
            name="city"
            required
            value={values.city}
            onChange={setText('city')}
            error={errorOf('city')}
          />
          <TextInput
            label={t('onboarding:register.region')}
            name="regionName"
            required
            value={values.regionName}
            onChange={setText('regionName')}
            error={errorOf('regionName')}
          />
          <TextInput
            label={t('onboarding:register.country')}
            name="countryName"
            autoComplete="country-name"
            required
            value={values.countryName}
            onChange={setText('countryName')}
            error={errorOf('countryName')}
          />
        </SimpleGrid>
        <NativeSelect
          label={t('onboarding:register.locale')}
          name="locale"
          required
          data={locales}
          value={values.locale}
          onChange={(event) => {
            const locale = event.currentTarget.value as ClubLocale;
            setValues((current) => ({ ...current, locale }));
          }}
          error={errorOf('locale')}
        />
        <LogoField value={logo} onChange={setLogo} />
        <Button type="submit" loading={mutation.isPending || finishing} data-testid="register-club-submit">
          {t('onboarding:register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
