import type { PersonDetail, PersonSummary } from '@tribuna/contract';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { personFixture } from '../../../test/fixtures';
import { renderPage } from '../../../test/render-page';

/** Test support for the person pages (imported by tests only). */
export const CLUB = 'clubAAAAAAAA';

export async function loadPersonTexts(): Promise<void> {
  await i18next.loadNamespaces(['person', 'forms', 'navigation']);
}

export function summary(overrides: Partial<PersonSummary> = {}): PersonSummary {
  return {
    id: 'guard0000001',
    type: 2,
    role: 'guardian',
    name: 'Laura',
    surname: 'Martín',
    enabled: true,
    birthDate: null,
    category: null,
    hasAccount: true,
    ...overrides,
  };
}

export function personDetail(overrides: Partial<PersonDetail> = {}): PersonDetail {
  return {
    ...personFixture({
      id: 'child0000001',
      qrIdentifier: '0123456789abcdef0123456789abcdef',
      membershipNumber: 42,
      birthDate: '2014-03-02',
      category: 'Under-12',
    }),
    profiles: [],
    teams: [],
    guardians: [],
    children: [],
    ...overrides,
  };
}

export { hydra, stubApi } from '../../../test/render-page';

/** Renders at a URL with theme, a fresh data cache and a router; other paths show their path. */
export function renderAt(ui: ReactElement, path = '/') {
  return renderPage(ui, { path });
}
