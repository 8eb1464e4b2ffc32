import type { UiLocale } from '@tribuna/contract';
import caCommon from '@tribuna/i18n/locales/ca/common.json';
import caDashboard from '@tribuna/i18n/locales/ca/dashboard.json';
import enCommon from '@tribuna/i18n/locales/en/common.json';
import enDashboard from '@tribuna/i18n/locales/en/dashboard.json';
import esCommon from '@tribuna/i18n/locales/es/common.json';
import esDashboard from '@tribuna/i18n/locales/es/dashboard.json';
import euCommon from '@tribuna/i18n/locales/eu/common.json';
import euDashboard from '@tribuna/i18n/locales/eu/dashboard.json';
import glCommon from '@tribuna/i18n/locales/gl/common.json';
import glDashboard from '@tribuna/i18n/locales/gl/dashboard.json';

/**
 * The words of the portal's HTML, taken from the web app's own catalogues (packages/i18n), so
 * the server's page and the app say the same thing in every interface language.
 */
export type PortalTexts = {
  tabTitle: string;
  description: (club: string, place: string) => string;
  season: (season: string) => string;
  logoAlt: (club: string) => string;
  signIn: string;
  join: string;
  /** For a signed-in visitor (the app swaps the sign-in links for these; the server never knows who reads). */
  myArea: string;
  account: string;
  sponsors: string;
  sections: string;
  contact: string;
  contactLoading: string;
  core: Record<string, string>;
  notFoundTitle: string;
  notFound: string;
  home: string;
  languages: Record<UiLocale, string>;
  language: string;
};

type Catalogues = { common: typeof esCommon; dashboard: typeof esDashboard };

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);

function portalTexts({ common, dashboard }: Catalogues): PortalTexts {
  const portal = dashboard.portal;
  return {
    tabTitle: common.titles.clubPortal,
    description: (club, place) => fill(portal.description, { club: place ? `${club} (${place})` : club }),
    season: (season) => fill(portal.season, { season }),
    logoAlt: (club) => fill(portal.logoAlt, { club }),
    signIn: portal.signIn,
    join: portal.join,
    myArea: portal.myArea,
    account: portal.account,
    sponsors: portal.sponsors,
    sections: portal.sections,
    contact: portal.contact,
    contactLoading: portal.contactLoading,
    // Catalogue keys cannot hold a dot: member.registration → memberRegistration.
    core: {
      tickets: portal.core.tickets,
      campaigns: portal.core.campaigns,
      'member.registration': portal.core.memberRegistration,
      inscriptions: portal.core.inscriptions,
    },
    notFoundTitle: portal.notFoundTitle,
    notFound: portal.notFound,
    home: portal.home,
    languages: common.languages as Record<UiLocale, string>,
    language: common.language.label,
  };
}

export const PORTAL_TEXTS: Record<UiLocale, PortalTexts> = {
  es: portalTexts({ common: esCommon, dashboard: esDashboard }),
  en: portalTexts({ common: enCommon, dashboard: enDashboard }),
  ca: portalTexts({ common: caCommon, dashboard: caDashboard }),
  eu: portalTexts({ common: euCommon, dashboard: euDashboard }),
  gl: portalTexts({ common: glCommon, dashboard: glDashboard }),
};
