import { expect, type APIRequestContext } from '@playwright/test';

/** A new person with a valid NIF, unique per call, so tests never share accounts. */
const LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
let counter = 0;
export function newPerson(tag: string) {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  const number = (Date.now() * 7 + counter * 9973 + process.pid) % 100_000_000;
  const digits = String(number).padStart(8, '0');
  return {
    name: 'Nora',
    surname: `Prueba ${tag}`,
    email: `${tag}-${stamp}@example.test`.toLowerCase(),
    identification: `${digits}${LETTERS[number % 23]}`,
    phone: '+34 600 000 000',
    password: 'Nueva1234!',
  };
}
export type Person = ReturnType<typeof newPerson>;

/** Registers a person through the API (for tests whose subject is something else). */
export async function registerThroughApi(request: APIRequestContext, person: Person) {
  const response = await request.post('/api/users/register', {
    data: { ...person, confirmPassword: person.password, privacyPolicyAccepted: true },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { token: string };
}
