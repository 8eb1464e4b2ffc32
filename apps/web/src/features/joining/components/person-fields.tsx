import { TextInput } from '@mantine/core';

/** A field's change handler as the portal's forms make them (one per field, reading the input's value). */
type FieldChange = (event: { currentTarget: { value: string } }) => void;
type ErrorOf = (...fields: string[]) => string | undefined;

type PersonField = 'name' | 'surname' | 'birthDate';

interface PersonFieldsProps {
  /** The labels in the form's own words: one who joins, or an activity's participant. */
  labels: Record<PersonField, string>;
  value: Record<PersonField, string>;
  onChange: (field: PersonField) => FieldChange;
  errorOf: ErrorOf;
  /** The browser's autocomplete of the name and surname: off for someone else's (a child's), none when not given. */
  autoComplete?: { name: string; surname: string };
}

/** Name, surname and date of birth of the person a portal form is about (the sign-up, an activity's inscription). */
export function PersonFields({ labels, value, onChange, errorOf, autoComplete }: PersonFieldsProps) {
  return (
    <>
      <TextInput
        label={labels.name}
        required
        value={value.name}
        onChange={onChange('name')}
        error={errorOf('name')}
        autoComplete={autoComplete?.name}
      />
      <TextInput
        label={labels.surname}
        required
        value={value.surname}
        onChange={onChange('surname')}
        error={errorOf('surname')}
        autoComplete={autoComplete?.surname}
      />
      <TextInput
        label={labels.birthDate}
        type="date"
        required
        value={value.birthDate}
        onChange={onChange('birthDate')}
        error={errorOf('birthDate')}
      />
    </>
  );
}

type ContactField = 'email' | 'phone';

interface ContactFieldsProps {
  labels: Record<ContactField, string>;
  value: Record<ContactField, string>;
  onChange: (field: ContactField) => FieldChange;
  errorOf: ErrorOf;
}

/** How the club answers a portal form: an e-mail (required) and a phone. */
export function ContactFields({ labels, value, onChange, errorOf }: ContactFieldsProps) {
  return (
    <>
      <TextInput
        label={labels.email}
        type="email"
        required
        autoComplete="email"
        value={value.email}
        onChange={onChange('email')}
        error={errorOf('email')}
      />
      <TextInput
        label={labels.phone}
        type="tel"
        autoComplete="tel"
        value={value.phone}
        onChange={onChange('phone')}
        error={errorOf('phone')}
      />
    </>
  );
}
