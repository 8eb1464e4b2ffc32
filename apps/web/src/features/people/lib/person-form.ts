import {
  CreatePersonBodySchema,
  UpdatePersonBodySchema,
  type ClubRole,
  type CreatePersonBody,
  type Person,
  type PersonCategory,
  type UpdatePersonBody,
} from '@tribuna/contract';
import { validateWith, type FieldErrors } from '../../../components/forms/field-errors';
import { ROLE_TABLE } from '../../../config/roles';

type Gender = NonNullable<Person['gender']>;

/** What the person form holds: text as typed, '' for "not set". */
export interface PersonFormValues {
  type: ClubRole;
  name: string;
  surname: string;
  dni: string;
  email: string;
  phone: string;
  /** yyyy-mm-dd from the date input. */
  birthDate: string;
  gender: '' | Gender;
  category: '' | PersonCategory;
  panelAccess: boolean;
  /** Record now that the person accepted the terms in `termsVersion`. */
  termsAccepted: boolean;
  termsVersion: string;
  termsCustom: boolean;
}

/** Fields the form shows; any other field the API names is shown above the form. */
export const PERSON_FORM_FIELDS = [
  'type',
  'name',
  'surname',
  'dni',
  'email',
  'phone',
  'birthDate',
  'gender',
  'category',
  'panelAccess',
  'terms',
  'terms.version',
] as const;

/** Sports categories belong to athletes; the panel access switch only means something for managers. */
export const showsCategory = (type: ClubRole) => type === 'player';
export const showsPanelAccess = (type: ClubRole) => ROLE_TABLE[type].panelAccessSwitch;

export function emptyPersonForm(type: ClubRole): PersonFormValues {
  return {
    type,
    name: '',
    surname: '',
    dni: '',
    email: '',
    phone: '',
    birthDate: '',
    gender: '',
    category: '',
    panelAccess: showsPanelAccess(type),
    termsAccepted: false,
    termsVersion: '1',
    termsCustom: false,
  };
}

export function personFormValues(person: Person): PersonFormValues {
  return {
    type: person.role,
    name: person.name,
    surname: person.surname,
    dni: person.dni ?? '',
    email: person.email ?? '',
    phone: person.phone ?? '',
    birthDate: person.birthDate ?? '',
    gender: person.gender ?? '',
    category: person.category ?? '',
    panelAccess: person.panelAccess,
    termsAccepted: false,
    termsVersion: String(person.terms.version ?? 1),
    termsCustom: person.terms.custom,
  };
}

const textOrNull = (value: string) => (value.trim() === '' ? null : value);
// A non-number stays a string so the schema reports it instead of silently dropping it.
const versionOf = (value: string) => (/^\s*\d+\s*$/.test(value) ? Number(value) : value);

function termsOf(values: PersonFormValues) {
  return values.termsAccepted ? { version: versionOf(values.termsVersion), custom: values.termsCustom } : undefined;
}

/** The form as a POST body, checked with the same contract schema the API uses. */
export function buildCreateBody(values: PersonFormValues): { ok: true; data: CreatePersonBody } | { ok: false; errors: FieldErrors } {
  const raw = {
    type: values.type,
    name: values.name,
    surname: values.surname,
    dni: textOrNull(values.dni) ?? undefined,
    email: textOrNull(values.email) ?? undefined,
    phone: textOrNull(values.phone) ?? undefined,
    birthDate: textOrNull(values.birthDate) ?? undefined,
    gender: values.gender || undefined,
    category: showsCategory(values.type) ? values.category || undefined : undefined,
    panelAccess: showsPanelAccess(values.type) ? values.panelAccess : undefined,
    terms: termsOf(values),
  };
  return validateWith(CreatePersonBodySchema, raw);
}

const EDITABLE = ['name', 'surname', 'dni', 'email', 'phone', 'birthDate', 'gender', 'category', 'panelAccess'] as const;
type Editable = (typeof EDITABLE)[number];

/**
 * The changed fields as a merge-patch body. Fields left exactly as stored are not sent (nor
 * checked), so an old value that today's rules refuse does not block editing something else.
 */
export function buildUpdateBody(
  values: PersonFormValues,
  person: Person,
): { ok: true; data: UpdatePersonBody; changed: boolean } | { ok: false; errors: FieldErrors } {
  const typed: Record<Editable, string | boolean | null> = {
    name: values.name,
    surname: values.surname,
    dni: textOrNull(values.dni),
    email: textOrNull(values.email),
    phone: textOrNull(values.phone),
    birthDate: textOrNull(values.birthDate),
    gender: values.gender || null,
    category: values.category || null,
    panelAccess: values.panelAccess,
  };
  const candidate: Record<string, unknown> = {};
  for (const field of EDITABLE) {
    if (field === 'category' && !showsCategory(person.role) && person.category === null) continue;
    if (field === 'panelAccess' && !showsPanelAccess(person.role)) continue;
    if (typed[field] !== person[field]) candidate[field] = typed[field];
  }
  const terms = termsOf(values);
  if (terms) candidate.terms = terms;
  const checked = validateWith(UpdatePersonBodySchema, candidate);
  if (!checked.ok) return checked;
  // After normalising (trim, lowercase email, dni without dashes) a field may equal what is stored.
  const data: UpdatePersonBody = { ...checked.data };
  for (const field of EDITABLE) {
    if (field in data && data[field] === person[field]) delete data[field];
  }
  return { ok: true, data, changed: Object.keys(data).length > 0 };
}
