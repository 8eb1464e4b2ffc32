import { beforeEach, describe, expect, it } from 'vitest';
import { CLUB_A, CLUB_B, demoUser, storeSession, USER_ID } from '../../test/fixtures';
import { showPortalVisitor } from './portal-visitor';

/** The server's portal header (plugins/portal-page): the same for everyone, with the signed-in labels as data. */
function portalPage(clubHash: string) {
  document.body.innerHTML =
    `<nav class="tp-actions" aria-label="Iniciar sesión" data-my-area="Ir a mi área" data-account="Tu cuenta">` +
    `<a class="tp-primary" href="/auth/login">Iniciar sesión</a><a href="/auth/signup">Hazte socio</a></nav>` +
    `<div id="portal-contact-form" data-club-hash="${clubHash}"></div>`;
  return document.querySelector('nav')!;
}

describe('the portal knows a signed-in visitor', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('keeps "Iniciar sesión" for a visitor without a session, or with an ended one', () => {
    const nav = portalPage(CLUB_A);
    showPortalVisitor(document, null);
    expect(nav).toHaveTextContent('Iniciar sesiónHazte socio');
    const ended = storeSession({ user: demoUser(), endedReason: 'expired' });
    showPortalVisitor(document, ended);
    expect(nav.querySelector('a[href="/auth/login"]')).not.toBeNull();
  });

  it("shows the person's initials and name and leads to their home in this club, not to sign in", () => {
    const nav = portalPage(CLUB_B);
    showPortalVisitor(document, storeSession({ user: demoUser() }));
    expect(nav.querySelector('a[href="/auth/login"]')).toBeNull();
    expect(nav).toHaveAttribute('aria-label', 'Tu cuenta');
    expect(nav.querySelector('[data-testid="portal-visitor"]')).toHaveTextContent('MGMarta García');
    const link = nav.querySelector('a')!;
    expect(link).toHaveTextContent('Ir a mi área');
    // Her only profile in CA Exemple is a member's.
    expect(link).toHaveAttribute('href', `/dashboard/member/${USER_ID}/${CLUB_B}/overview`);
  });

  it('leads to her best profile of the club (the manager home), and to the selector in a club where she has none', () => {
    const nav = portalPage(CLUB_A);
    showPortalVisitor(document, storeSession({ user: demoUser() }));
    expect(nav.querySelector('a')).toHaveAttribute('href', `/dashboard/manager/${CLUB_A}/overview`);

    const elsewhere = portalPage('clubCCCCCCCC');
    showPortalVisitor(document, storeSession({ user: demoUser() }));
    expect(elsewhere.querySelector('a')).toHaveAttribute('href', '/dashboard/profile-selector');
  });
});
