import { describe, expect, it } from 'vitest';
import type { PortalSnapshot } from './portal-snapshot';
import { renderPortalHtml } from './render-portal-html';

/**
 * Issue 20 item 8c: String.replace reads `$'`, `` $` ``, `$&` and `$$` in a replacement string as
 * patterns, so a club, component or sponsor name holding them must not reach one.
 */
const TEMPLATE =
  '<!doctype html><html lang="es"><head><title>Tribuna</title><meta name="description" content="x"></head>' +
  '<body><div id="root"></div><script src="/a.js"></script></body></html>';

const TRICKY = ["Club $' tail", 'Club $` head', 'Club $& match', 'Club $$ dollars'];

const snapshot = (name: string): PortalSnapshot => ({
  club: { hash: 'AbCdEf123456', shortname: 'tricky', name, image: null, locale: 'es-ES', seasonName: null, place: 'Alzira' },
  components: [{ core: false, name: `Link ${name}`, href: 'https://fed.example/', image: null, highlighted: false }],
  sponsors: [{ hash: 'SpOnSoR12345', name: `Sponsor ${name}`, hasUrl: true, image: null }],
});

describe('the server-drawn portal', () => {
  it.each(TRICKY)('shows the name %s as typed, once, in the title, the content and the sponsors', (name) => {
    const html = renderPortalHtml(TEMPLATE, snapshot(name), 'https://app.example');
    // As HTML-escaped text: `&` and the quote are entities (`$&#39;` holds a `$&` pattern itself).
    const shown = name.replaceAll('&', '&amp;').replaceAll("'", '&#39;');
    expect(html).toContain(`· ${shown}</title>`);
    expect(html).toContain(`>${shown}<`);
    expect(html).toContain(`Link ${shown}`);
    expect(html).toContain(`Sponsor ${shown}`);
    // The template's tail appears exactly once: nothing was copied in by a `$'` or `` $` ``.
    expect(html.match(/<script src="\/a.js">/g)).toHaveLength(1);
    expect(html.match(/<!doctype html>/g)).toHaveLength(1);
  });

  it("carries the signed-in visitor's labels in the page's language, for the app to use: the page itself names nobody", () => {
    const html = renderPortalHtml(TEMPLATE, snapshot('CD Demo'), 'https://app.example', 'en');
    expect(html).toContain('<nav class="tp-actions" aria-label="Sign in" data-my-area="Go to my area" data-account="Your account">');
    expect(html).toContain('href="/auth/login"');
  });
});
