import { Checkbox, Fieldset, Stack, Text, TextInput } from '@mantine/core';
import type { Person } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import type { PersonFormValues } from '../lib/person-form';
import { TermsAcceptance } from './person-terms-acceptance';

type TermsField = 'termsAccepted' | 'termsVersion' | 'termsCustom';

interface PersonTermsFieldsProps {
  values: PersonFormValues;
  /** What is stored (edit only), shown read-only above the controls. */
  terms?: Person['terms'];
  onChange: <K extends TermsField>(field: K, value: PersonFormValues[K], ...errorFields: string[]) => void;
  error?: string;
}

/**
 * Terms acceptance: the server stamps the time; the manager records which version (and whether
 * the club's own terms or the platform's) the person accepted, e.g. on a paper form.
 */
export function PersonTermsFields({ values, terms, onChange, error }: PersonTermsFieldsProps) {
  const { t } = useTranslation('person');
  return (
    <Fieldset legend={t('fields.terms')} variant="unstyled">
      <Stack gap="xs">
        {terms && (
          <Text size="sm" data-testid="terms-current">
            <TermsAcceptance terms={terms} />
          </Text>
        )}
        <Checkbox
          label={terms ? t('form.termsRecord') : t('form.termsAccepted')}
          name="termsAccepted"
          checked={values.termsAccepted}
          onChange={(event) => onChange('termsAccepted', event.currentTarget.checked, 'terms', 'terms.version')}
        />
        {values.termsAccepted && (
          <>
            <TextInput
              label={t('fields.termsVersion')}
              name="termsVersion"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              required
              maw={200}
              value={values.termsVersion}
              onChange={(event) => onChange('termsVersion', event.currentTarget.value, 'terms', 'terms.version')}
              error={error}
              errorProps={{ 'data-testid': 'field-error-terms' }}
            />
            <Checkbox
              label={t('fields.termsCustom')}
              name="termsCustom"
              checked={values.termsCustom}
              onChange={(event) => onChange('termsCustom', event.currentTarget.checked, 'terms')}
            />
          </>
        )}
      </Stack>
    </Fieldset>
  );
}
