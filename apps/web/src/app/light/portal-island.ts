import { showPortalVisitor } from './portal-visitor';

/**
 * The portal page is the server's HTML (plugins/portal-page in the API): complete, linked and
 * styled. The app adds the signed-in visitor's name and way in (portal-visitor, at once) and the
 * contact form, only when its place comes near the screen (or at the first touch or key), so a
 * visitor who reads the page downloads no form code.
 */
export function watchPortalContact(): void {
  showPortalVisitor();
  const slot = document.getElementById('portal-contact-form');
  const clubHash = slot?.dataset.clubHash;
  if (!slot || !clubHash) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    window.removeEventListener('keydown', start);
    void import('./portal-contact').then((module) => module.renderPortalContact(slot, clubHash));
  };
  const observer =
    'IntersectionObserver' in window
      ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), { rootMargin: '400px 0px' })
      : null;
  if (!observer) return start();
  observer.observe(slot);
  window.addEventListener('keydown', start, { once: true });
}
