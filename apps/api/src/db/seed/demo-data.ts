import { FEATURE_CODES, type ClubLocale, type ClubRole, type FeatureCode } from '@tribuna/contract';

/** All demo accounts share this password (README lists them). */
export const DEMO_PASSWORD = 'Demo1234!';

export type DemoClub = {
  shortname: string;
  name: string;
  companyName: string;
  locale: ClubLocale;
  city: string;
  regionName: string;
  countryName: string;
  features: readonly FeatureCode[];
};

export const DEMO_CLUBS: DemoClub[] = [
  {
    shortname: 'cd-demo',
    name: 'CD Demo',
    companyName: 'Club Deportivo Demo',
    locale: 'es-ES',
    city: 'Valencia',
    regionName: 'Comunitat Valenciana',
    countryName: 'España',
    features: FEATURE_CODES,
  },
  {
    shortname: 'ca-exemple',
    name: 'CA Exemple',
    companyName: 'Club Atlètic Exemple',
    locale: 'ca-ES',
    city: 'Girona',
    regionName: 'Catalunya',
    countryName: 'Espanya',
    features: FEATURE_CODES.filter((code) => code !== 'bookings'),
  },
];

export type DemoUser = {
  username: string;
  name: string;
  lastname: string;
  admin?: boolean;
  locale: string;
  profiles: { club: string; role: ClubRole }[];
};

export const DEMO_USERS: DemoUser[] = [
  {
    username: 'manager@demo.test',
    name: 'Marta',
    lastname: 'García',
    locale: 'es',
    profiles: [
      { club: 'cd-demo', role: 'manager' },
      { club: 'ca-exemple', role: 'member' },
    ],
  },
  { username: 'member@demo.test', name: 'Pau', lastname: 'Soler', locale: 'es', profiles: [{ club: 'cd-demo', role: 'member' }] },
  {
    username: 'guardian@demo.test',
    name: 'Laura',
    lastname: 'Martín',
    locale: 'es',
    profiles: [{ club: 'cd-demo', role: 'guardian' }],
  },
  {
    username: 'manager2@demo.test',
    name: 'Jordi',
    lastname: 'Puig',
    locale: 'ca',
    profiles: [{ club: 'ca-exemple', role: 'manager' }],
  },
  // A volunteer at the gate (issue 24): a member of CD Demo whose profile is a door controller
  // (accessController, set by the access-control seed); the scanner is all they open there.
  { username: 'controller@demo.test', name: 'Toni', lastname: 'Ferrer', locale: 'es', profiles: [{ club: 'cd-demo', role: 'member' }] },
  { username: 'admin@demo.test', name: 'Admin', lastname: 'Tribuna', admin: true, locale: 'es', profiles: [] },
  // Has asked to manage CD Demo (below): the approval is visible on the first start.
  { username: 'applicant@demo.test', name: 'Nuria', lastname: 'Vidal', locale: 'es', profiles: [] },
];

/** Pending manager access requests (spec 4), approved or refused from the manager dashboard. */
export const DEMO_ACCESS_REQUESTS = [
  { club: 'cd-demo', username: 'applicant@demo.test', message: 'Soy la nueva secretaria del club.' },
] as const;

/** Child athletes without an account, each linked to a guardian's profile in the same club. */
export const DEMO_CHILDREN = [
  {
    club: 'cd-demo',
    name: 'Leo',
    surname: 'Martín',
    guardian: 'guardian@demo.test',
    birthDate: '2014-05-12',
    gender: 'male',
    category: 'Under-12',
  },
] as const;
