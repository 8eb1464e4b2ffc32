import type { AppConfig, BookingCalendar, Person, Product, UserProfileResponse } from '@tribuna/contract';
import { setSession, type StoredSession } from '../lib/session/session-store';

export const CLUB_A = 'clubAAAAAAAA';
export const CLUB_B = 'clubBBBBBBBB';
export const USER_ID = 'user12345678';

/** What the API's roles grant in a club (GET /api/profile's `can`), as lib/authz/roles.ts has them. */
export const MEMBER_CAN = [
  'bookings.book',
  'clubSettings.acceptPolicies',
  'clubSettings.readPolicies',
  'clubs.listProfiles',
  'clubs.read',
  'clubs.readFeatures',
  'communications.read',
  'memberCard.readOwn',
  'memberHome.read',
];
export const GUARDIAN_CAN = [...MEMBER_CAN, 'memberCard.readChildren'].sort();
/** What running the club grants: a manager's profile with panel access, and admins everywhere. */
const RUN_CAN = [
  'bookings.manage',
  'clubSettings.manage',
  'clubs.listAllProfiles',
  'commerce.manage',
  'communications.manageMailboxes',
  'communications.moderate',
  'impersonation.impersonatePeople',
  'invitations.manage',
  'onboarding.decideAccessRequests',
  'onboarding.uploadLogo',
  'people.create',
  'people.import',
  'people.list',
  'people.manageFamilies',
  'people.read',
  'people.update',
  'personPhoto.manage',
  'portal.manage',
  'sponsors.manage',
  'teams.manage',
  'teams.read',
];
export const MANAGER_CAN = [...MEMBER_CAN, ...RUN_CAN].sort();
/** The user's own `can` for a platform admin: running every club and the platform, not belonging to one. */
export const ADMIN_CAN = [
  ...RUN_CAN,
  'clubSettings.readPolicies',
  'clubSettings.switchFeatures',
  'clubs.listAllClubs',
  'clubs.read',
  'clubs.readFeatures',
  'clubs.listProfiles',
  'communications.read',
].sort();

export function demoUser(overrides: Partial<UserProfileResponse> = {}): UserProfileResponse {
  return {
    id: USER_ID,
    username: 'manager@demo.test',
    email: 'manager@demo.test',
    name: 'Marta',
    lastname: 'García',
    admin: false,
    locale: null,
    // An admin fixture (`demoUser({ admin: true })`) gets what the flag grants, as the API sends it.
    can: overrides.admin ? ADMIN_CAN : [],
    clubs: [
      {
        club: `/api/clubs/${CLUB_A}`,
        hash: CLUB_A,
        name: 'CD Demo',
        shortname: 'cd-demo',
        image: null,
        locale: 'es-ES',
        roles: ['ROLE_MANAGER'],
        profiles: {
          prof1: {
            hash: 'prof1',
            type: 1,
            role: 'manager',
            preEnrollment: false,
            accessController: false,
            panelAccess: true,
            name: 'Marta',
            surname: 'García',
            can: MANAGER_CAN,
          },
        },
        subsidies: [],
      },
      {
        club: `/api/clubs/${CLUB_B}`,
        hash: CLUB_B,
        name: 'CA Exemple',
        shortname: 'ca-exemple',
        image: null,
        locale: 'ca-ES',
        roles: ['ROLE_MEMBER'],
        profiles: {
          prof2: {
            hash: 'prof2',
            type: 0,
            role: 'member',
            preEnrollment: false,
            accessController: false,
            panelAccess: false,
            name: 'Marta',
            surname: 'García',
            can: MEMBER_CAN,
          },
        },
        subsidies: [],
      },
    ],
    ...overrides,
  };
}

export function storeSession(overrides: Partial<StoredSession> = {}, now = Date.now()): StoredSession {
  const session: StoredSession = {
    token: 'header.payload.signature',
    userIdentifier: 'manager@demo.test',
    refreshTokenValidity: now + 3_600_000,
    tokenTtl: 900,
    tokenExpiresAt: now + 900_000,
    keepLoggedIn: false,
    currentProfile: null,
    impersonation: false,
    user: null,
    legacyTokenPassed: false,
    ...overrides,
  };
  setSession(session);
  return session;
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A small list answered whole, as the API sends it: a hydra collection of one page (first = last = itself). */
export function wholeList<T>(members: T[], url = '/api/list') {
  return {
    'hydra:member': members,
    'hydra:totalItems': members.length,
    'hydra:view': { '@id': url, 'hydra:first': url, 'hydra:last': url },
  };
}

/** A person of the club as the people API answers it (an athlete without an account). */
export function personFixture(overrides: Partial<Person> = {}): Person {
  return {
    id: 'pers00000001',
    type: 3,
    role: 'player',
    name: 'Leo',
    surname: 'Martín',
    dni: null,
    email: null,
    phone: null,
    enabled: true,
    qrIdentifier: 'qr-1',
    membershipNumber: null,
    birthDate: null,
    gender: 'male',
    category: 'Senior',
    photo: null,
    terms: { custom: false, version: null, acceptedAt: null },
    panelAccess: false,
    roles: ['ROLE_PLAYER'],
    hasAccount: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The public app configuration as GET /api/config answers it: production, nothing optional configured. */
export function appConfigFixture(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    environment: 'production',
    release: '4.19.0',
    stagingBanner: null,
    sentryDsn: null,
    legacyAppUrl: null,
    supportChatUrl: null,
    supportEmail: null,
    demo: false,
    ...overrides,
  };
}

/** A bookable calendar of club A as the bookings API answers it: a padel court, no external feed. */
export function bookingCalendarFixture(overrides: Partial<BookingCalendar> = {}): BookingCalendar {
  return {
    hash: 'calendarAAAAAAAAAAAAAA',
    name: 'Pista 1',
    sport: 'padel',
    colour: '#1c7ed6',
    slotMinutes: [60],
    capacity: 4,
    timeZone: 'Europe/Madrid',
    position: 0,
    openingHours: [],
    feedUrl: 'https://tribuna.example/api/booking-feeds/secretsecretsecretsecret/calendar.ics',
    feedIncludesBooker: false,
    externalFeedUrl: null,
    externalFeedCheckedAt: null,
    externalFeedError: null,
    ...overrides,
  };
}

/** A product of a club A campaign as the commerce API answers it: a 1 € raffle ticket without tax or options. */
export function productFixture(overrides: Partial<Product> = {}): Product {
  return {
    hash: 'prodAAAAAAAA',
    name: 'Rifa',
    price: 100,
    description: null,
    image: null,
    club: CLUB_A,
    tax: null,
    taxAmount: 0,
    totalAmount: 100,
    stock: { total: 1000, sold: 0 },
    categories: [],
    options: [],
    maxPerBuyer: null,
    isTicket: false,
    seatMap: null,
    eventStartsAt: null,
    eventVenue: null,
    order: 0,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}
