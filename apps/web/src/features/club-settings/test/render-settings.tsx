import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { renderPage } from '../../../test/render-page';

export async function loadSettingsTexts(): Promise<void> {
  await i18next.loadNamespaces(['settings', 'forms']);
}

export { stubApi } from '../../../test/render-page';

/** Renders a page at `/page` with the theme, a fresh data cache and a router (other paths show their path). */
export function renderWithRouter(ui: ReactElement, queryClient?: QueryClient) {
  return renderPage(ui, { path: '/page', queryClient });
}
