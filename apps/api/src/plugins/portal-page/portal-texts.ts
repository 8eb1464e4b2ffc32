import type { UiLocale } from '@tribuna/contract';

/**
 * The few words of the portal's first HTML (before the app and its catalogues load), in every
 * interface language, as the outbox templates carry theirs. The app then renders the same page
 * from packages/i18n.
 */
export type PortalTexts = {
  description: (club: string, place: string) => string;
  season: (season: string) => string;
  signIn: string;
  join: string;
  sponsors: string;
  contact: string;
  core: Record<string, string>;
  notFoundTitle: string;
  notFound: string;
  home: string;
};

const core = (tickets: string, campaigns: string, registration: string, inscriptions: string) => ({
  tickets,
  campaigns,
  'member.registration': registration,
  inscriptions,
});

export const PORTAL_TEXTS: Record<UiLocale, PortalTexts> = {
  es: {
    description: (club, place) => `${club}${place ? ` (${place})` : ''}: entradas, campañas, hazte socio y contacta con el club.`,
    season: (season) => `Temporada ${season}`,
    signIn: 'Iniciar sesión',
    join: 'Hazte socio',
    sponsors: 'Patrocinadores',
    contact: 'Contacta con el club',
    core: core('Entradas', 'Campañas', 'Hazte socio', 'Inscripciones'),
    notFoundTitle: 'Club no encontrado',
    notFound: 'No encontramos ningún club en esta dirección. Revisa el enlace.',
    home: 'Ir al inicio',
  },
  en: {
    description: (club, place) => `${club}${place ? ` (${place})` : ''}: tickets, campaigns, membership and contact.`,
    season: (season) => `Season ${season}`,
    signIn: 'Sign in',
    join: 'Join the club',
    sponsors: 'Sponsors',
    contact: 'Contact the club',
    core: core('Tickets', 'Campaigns', 'Become a member', 'Inscriptions'),
    notFoundTitle: 'Club not found',
    notFound: 'There is no club at this address. Check the link.',
    home: 'Go home',
  },
  ca: {
    description: (club, place) => `${club}${place ? ` (${place})` : ''}: entrades, campanyes, fes-te soci i contacta amb el club.`,
    season: (season) => `Temporada ${season}`,
    signIn: 'Inicia sessió',
    join: 'Fes-te soci',
    sponsors: 'Patrocinadors',
    contact: 'Contacta amb el club',
    core: core('Entrades', 'Campanyes', 'Fes-te soci', 'Inscripcions'),
    notFoundTitle: 'Club no trobat',
    notFound: 'No hi ha cap club en aquesta adreça. Revisa l’enllaç.',
    home: 'Ves a l’inici',
  },
  eu: {
    description: (club, place) =>
      `${club}${place ? ` (${place})` : ''}: sarrerak, kanpainak, egin zaitez bazkide eta jarri harremanetan klubarekin.`,
    season: (season) => `${season} denboraldia`,
    signIn: 'Hasi saioa',
    join: 'Egin zaitez bazkide',
    sponsors: 'Babesleak',
    contact: 'Jarri harremanetan klubarekin',
    core: core('Sarrerak', 'Kanpainak', 'Egin zaitez bazkide', 'Izen-emateak'),
    notFoundTitle: 'Ez da klubik aurkitu',
    notFound: 'Ez dago klubik helbide honetan. Egiaztatu esteka.',
    home: 'Joan hasierara',
  },
  gl: {
    description: (club, place) => `${club}${place ? ` (${place})` : ''}: entradas, campañas, faite socio e contacta co club.`,
    season: (season) => `Tempada ${season}`,
    signIn: 'Iniciar sesión',
    join: 'Faite socio',
    sponsors: 'Patrocinadores',
    contact: 'Contacta co club',
    core: core('Entradas', 'Campañas', 'Faite socio', 'Inscricións'),
    notFoundTitle: 'Club non atopado',
    notFound: 'Non hai ningún club neste enderezo. Revisa a ligazón.',
    home: 'Ir ao inicio',
  },
};
