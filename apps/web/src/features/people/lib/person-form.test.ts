import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { personDetail } from '../components/person-test-helpers';
import { buildCreateBody, buildUpdateBody, emptyPersonForm, personFormValues, type PersonFormValues } from './person-form';
import { fieldErrorText } from './person-form-errors';

const form = (overrides: Partial<PersonFormValues>) => ({ ...emptyPersonForm('player'), name: 'Àlex', surname: 'Núñez', ...overrides });

describe('Spanish NIF / NIE in the person form (the contract rule, client-side)', () => {
  it.each([
    ['12345678Z', '12345678Z'],
    ['12345678-z', '12345678Z'],
    [' 00000000 t ', '00000000T'],
    ['x1234567l', 'X1234567L'],
    ['Y-1234567-X', 'Y1234567X'],
    ['Z1234567R', 'Z1234567R'],
  ])('accepts %s and sends it as %s', (typed, sent) => {
    const built = buildCreateBody(form({ dni: typed }));
    expect(built.ok && built.data.dni).toBe(sent);
  });

  it.each(['12345678A', 'X1234567A', '1234567Z', 'A1234567L', '123456789', 'ZZZZZZZZZ'])('refuses %s on the dni field', (typed) => {
    const built = buildCreateBody(form({ dni: typed }));
    expect(built.ok).toBe(false);
    if (!built.ok) expect(built.errors.dni).toEqual(['identification']);
  });

  it('leaves an empty dni out', () => {
    const built = buildCreateBody(form({ dni: '  ' }));
    expect(built.ok && 'dni' in built.data && built.data.dni !== undefined).toBe(false);
  });
});

describe('buildCreateBody', () => {
  it('reports every bad field at once, as the API would', () => {
    const built = buildCreateBody(form({ name: ' ', email: 'nope', phone: '12', birthDate: '2014-13-40' }));
    expect(built.ok).toBe(false);
    if (!built.ok) expect(Object.keys(built.errors).sort()).toEqual(['birthDate', 'email', 'name', 'phone']);
  });

  it('sends the category only for athletes and panel access only for managers', () => {
    const athlete = buildCreateBody(form({ category: 'Under-12', panelAccess: true }));
    expect(athlete.ok && athlete.data).toMatchObject({ type: 'player', category: 'Under-12' });
    expect(athlete.ok && athlete.data.panelAccess).toBeUndefined();
    const manager = buildCreateBody({ ...form({ category: 'Under-12' }), type: 'manager', panelAccess: false });
    expect(manager.ok && manager.data.category).toBeUndefined();
    expect(manager.ok && manager.data.panelAccess).toBe(false);
  });

  it('records the accepted terms version, and refuses a version that is not a whole number', () => {
    const built = buildCreateBody(form({ termsAccepted: true, termsVersion: '3', termsCustom: true, email: ' Ana@Example.TEST ' }));
    expect(built.ok && built.data).toMatchObject({ terms: { version: 3, custom: true }, email: 'ana@example.test' });
    const bad = buildCreateBody(form({ termsAccepted: true, termsVersion: 'two' }));
    expect(!bad.ok && Object.keys(bad.errors)).toEqual(['terms.version']);
  });
});

describe('buildUpdateBody', () => {
  const person = personDetail({ dni: '12345678Z', email: 'leo@example.test', phone: 'old phone' });

  it('sends only what changed, clearing emptied fields with null', () => {
    const values = { ...personFormValues(person), surname: 'Martín Ros', email: '' };
    const built = buildUpdateBody(values, person);
    expect(built).toEqual({ ok: true, changed: true, data: { surname: 'Martín Ros', email: null } });
  });

  it('treats a value that normalises to the stored one as unchanged', () => {
    const built = buildUpdateBody({ ...personFormValues(person), dni: '12345678-z', email: 'LEO@example.test ' }, person);
    expect(built).toEqual({ ok: true, changed: false, data: {} });
  });

  it('does not check an untouched stored value that today’s rules refuse', () => {
    const built = buildUpdateBody({ ...personFormValues(person), name: 'Leonardo' }, person);
    expect(built).toEqual({ ok: true, changed: true, data: { name: 'Leonardo' } });
  });

  it('checks a changed dni with the contract rule', () => {
    const built = buildUpdateBody({ ...personFormValues(person), dni: '87654321A' }, person);
    expect(!built.ok && built.errors.dni).toEqual(['identification']);
  });
});

it("words the API's duplicate dni code from the field error catalogue", async () => {
  await i18next.loadNamespaces(['forms']);
  expect(fieldErrorText(i18next.getFixedT('en'), { dni: ['duplicateDni'] }, 'dni')).toBe(
    'A person of this type with this DNI already exists in the club',
  );
  await i18next.changeLanguage('es');
  try {
    expect(fieldErrorText(i18next.getFixedT('es'), { dni: ['duplicateDni'] }, 'dni')).toMatch(/ya existe/i);
  } finally {
    await i18next.changeLanguage('en');
  }
});
