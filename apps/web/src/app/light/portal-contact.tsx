import { UI_LOCALES, type UiLocale } from '@tribuna/contract';
import i18next from 'i18next';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { ContactForm } from '../../features/support/components/contact-form';
import { initI18n, prefetchAllCatalogues } from '../../lib/i18n/i18n';
import { QueryProvider } from '../../lib/query-provider';

/** The contact form in the server's portal page, in the page's language (the club's, or the one chosen there). */
export async function renderPortalContact(slot: HTMLElement, clubHash: string): Promise<void> {
  const pageLanguage = UI_LOCALES.find((code) => code === document.documentElement.lang) as UiLocale | undefined;
  prefetchAllCatalogues(); // the form's namespaces are not among the light pages' few
  await initI18n(pageLanguage);
  await i18next.loadNamespaces(['support', 'forms']);
  createRoot(slot).render(
    <StrictMode>
      <QueryProvider>
        <Suspense fallback={null}>
          <ContactForm clubHash={clubHash} signedIn={false} />
        </Suspense>
      </QueryProvider>
    </StrictMode>,
  );
}
