import { sessionLocaleForClub, type UiLocale } from '@tribuna/contract';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { clubs } from '../schema';
import { DEMO_CLUBS } from './demo-data';

/**
 * The short privacy notice (the policy's first layer) of a demo club, in the club's own language:
 * a Spanish club's members read it in Spanish, a Catalan club's in Catalan. Demo data, like the
 * clubs' names: it is stored in the club, not in the interface catalogues.
 */
const PRIVACY_SUMMARY: Record<UiLocale, (company: string) => string> = {
  es: (company) =>
    `${company} trata tus datos para gestionar tu condición de socio o socia, las actividades del club y las comunicaciones que le pidas. Puedes ejercer tus derechos de acceso, rectificación y supresión escribiendo al club.`,
  ca: (company) =>
    `${company} tracta les teves dades per gestionar la teva condició de soci o sòcia, les activitats del club i les comunicacions que li demanis. Pots exercir els teus drets d’accés, rectificació i supressió escrivint al club.`,
  en: (company) =>
    `${company} processes your data to manage your membership, the club’s activities and the messages you ask for. You can access, correct or delete your data by writing to the club.`,
  eu: (company) =>
    `${company}(e)k zure datuak tratatzen ditu zure bazkide izaera, klubaren jarduerak eta eskatzen dituzun komunikazioak kudeatzeko. Sartzeko, zuzentzeko eta ezabatzeko eskubideak erabil ditzakezu klubari idatzita.`,
  gl: (company) =>
    `${company} trata os teus datos para xestionar a túa condición de socio ou socia, as actividades do club e as comunicacións que lle pidas. Podes exercer os teus dereitos de acceso, rectificación e supresión escribindo ao club.`,
};

/** What the seed wrote before the texts followed the club's language: replaced where still there. */
const oldEnglishSummary = (company: string) => `${company} processes your data to manage your membership.`;

/** The general conditions for clubs (spec: footer link /es/politica-privacidad/clubs), on this app's address. */
export const demoTermsUrl = (appUrl: string) => `${appUrl.replace(/\/+$/, '')}/es/politica-privacidad/clubs`;

/**
 * Each demo club's privacy summary in its language and a link to the terms. Runs on every seed
 * (`npm run db:seed` refreshes older demo databases) but only fills what is empty or still the
 * old English default: a summary or terms a manager wrote in Settings are kept.
 */
export async function seedDemoClubTexts(db: Db, appUrl: string): Promise<void> {
  for (const club of DEMO_CLUBS) {
    const summary = PRIVACY_SUMMARY[sessionLocaleForClub(club.locale)](club.companyName);
    await db
      .update(clubs)
      .set({ privacyBasicInfo: summary, updatedAt: sql`now()` })
      .where(
        and(
          eq(clubs.shortname, club.shortname),
          or(isNull(clubs.privacyBasicInfo), eq(clubs.privacyBasicInfo, oldEnglishSummary(club.companyName))),
        ),
      );
    await db
      .update(clubs)
      .set({ termsUrl: demoTermsUrl(appUrl), updatedAt: sql`now()` })
      .where(and(eq(clubs.shortname, club.shortname), isNull(clubs.termsUrl), isNull(clubs.termsCustom)));
  }
}
