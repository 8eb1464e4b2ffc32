import { useTranslation } from 'react-i18next';

/** How the public booking pages move between themselves (the light page's own history, or the app's router). */
export type Navigate = (to: string) => void;

/** A field error code in the person's language (the server's English when this build does not know it). */
export const useFieldError = () => {
  const { t } = useTranslation('bookings');
  return (code: string) => t(`forms:fieldErrors.${code}`, { defaultValue: code });
};
