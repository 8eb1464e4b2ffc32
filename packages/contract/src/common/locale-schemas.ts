import { z } from 'zod';
import { CLUB_LOCALES, UI_LOCALES } from './locales';

/**
 * The locale schemas live apart from the locale constants on purpose: the web app's first page
 * uses the constants, and a bundler never splits a module, so schemas defined beside them would
 * pull zod into the login page's JavaScript as soon as any lazy page validates a locale.
 */
export const UiLocaleSchema = z.enum(UI_LOCALES);
export const ClubLocaleSchema = z.enum(CLUB_LOCALES);
