import type { UiLocale } from '@tribuna/contract';

/** Spec 1's four contact reasons as each language names them in e-mails. */
const LABELS: Record<string, Record<UiLocale, string>> = {
  'club-information': {
    es: 'Información sobre el club',
    en: 'Information about the club',
    ca: 'Informació sobre el club',
    eu: 'Klubari buruzko informazioa',
    gl: 'Información sobre o club',
  },
  'product-help': {
    es: 'Ayuda con la aplicación',
    en: 'Help with the product',
    ca: 'Ajuda amb l’aplicació',
    eu: 'Aplikazioari buruzko laguntza',
    gl: 'Axuda coa aplicación',
  },
  'cancellation-or-payment': {
    es: 'Baja o reclamación de un pago',
    en: 'Cancellation or payment claim',
    ca: 'Baixa o reclamació d’un pagament',
    eu: 'Baja edo ordainketa-erreklamazioa',
    gl: 'Baixa ou reclamación dun pagamento',
  },
  'not-working': {
    es: 'Algo no funciona',
    en: 'Something is not working',
    ca: 'Alguna cosa no funciona',
    eu: 'Zerbaitek ez du funtzionatzen',
    gl: 'Algo non funciona',
  },
};

export const contactReasonLabel = (reason: string, locale: UiLocale): string => LABELS[reason]?.[locale] ?? reason;
