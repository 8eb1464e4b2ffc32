import { sessionLocaleForClub, type UiLocale } from '@tribuna/contract';
import type { PortalSnapshot, SnapshotComponent } from './portal-snapshot';
import { PORTAL_TEXTS, type PortalTexts } from './portal-texts';

/** Text and attribute escaping for the values clubs type (names, links). */
const esc = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const isWebLink = (href: string | null): href is string => href !== null && /^https?:\/\//i.test(href);

/** Where each core component leads in the app (spec 2's e-commerce area and sign-up). */
const CORE_LINKS: Record<string, string> = {
  tickets: '/ecommerce/tickets/list',
  campaigns: '/ecommerce/campaigns/list',
  'member.registration': '/auth/signup',
};

/**
 * Styles of the first paint only (the app's own take over once it runs): readable on a 375 px
 * phone, the brand's blue, AA contrast.
 */
const STYLE = `<style id="portal-prerender-style">
.tp{max-width:960px;margin:0 auto;padding:24px 16px;font-family:Inter,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1a1b1e}
.tp-head{display:flex;gap:16px;align-items:center;flex-wrap:wrap}.tp-logo{border-radius:16px;object-fit:cover}
.tp h1{margin:0;font-size:1.75rem}.tp p{margin:4px 0;color:#495057}.tp h2{font-size:1.25rem;margin:24px 0 8px}
.tp-actions{display:flex;gap:12px;margin:16px 0;flex-wrap:wrap}.tp-actions a{padding:10px 16px;border-radius:8px;border:1px solid #2d4f8f;color:#2d4f8f;text-decoration:none;font-weight:600}
.tp-actions a.tp-primary{background:#2d4f8f;color:#fff}
.tp-grid{list-style:none;padding:0;margin:0;display:grid;gap:12px;grid-template-columns:repeat(auto-fill,minmax(200px,1fr))}
.tp-grid li{border:1px solid #dee2e6;border-radius:12px;padding:16px}.tp-grid li.tp-highlight{grid-column:span 2;border-color:#2d4f8f;border-width:2px}
.tp-grid a{color:#1f3d75;font-weight:600}
</style>`;

function componentItem(component: SnapshotComponent, texts: PortalTexts): string {
  const label = component.core ? (texts.core[component.name] ?? component.name) : component.name;
  const href = component.core ? CORE_LINKS[component.name] : isWebLink(component.href) ? component.href : undefined;
  const external = !component.core;
  const link = href
    ? `<a href="${esc(href)}"${external ? ' target="_blank" rel="noopener noreferrer"' : ''}>${esc(label)}</a>`
    : esc(label);
  return `<li${component.highlighted ? ' class="tp-highlight"' : ''}>${link}</li>`;
}

function portalMarkup(snapshot: PortalSnapshot, texts: PortalTexts, logoUrl: string | null): string {
  const { club } = snapshot;
  const logo = logoUrl ? `<img class="tp-logo" src="${esc(logoUrl)}" alt="${esc(club.name)}" width="96" height="96">` : '';
  const components = snapshot.components.map((c) => componentItem(c, texts)).join('');
  const sponsors = snapshot.sponsors
    .map((s) =>
      s.hasUrl
        ? `<li><a href="/api/clubs/${esc(club.hash)}/sponsors/${esc(s.hash)}/visit" rel="sponsored noopener">${esc(s.name)}</a></li>`
        : `<li>${esc(s.name)}</li>`,
    )
    .join('');
  return [
    `<main class="tp" data-prerendered="portal">`,
    `<header class="tp-head">${logo}<div><h1>${esc(club.name)}</h1>`,
    club.place ? `<p>${esc(club.place)}</p>` : '',
    club.seasonName ? `<p>${esc(texts.season(club.seasonName))}</p>` : '',
    `</div></header>`,
    `<nav class="tp-actions"><a class="tp-primary" href="/auth/login">${esc(texts.signIn)}</a><a href="/auth/signup">${esc(texts.join)}</a></nav>`,
    components ? `<ul class="tp-grid">${components}</ul>` : '',
    sponsors ? `<section><h2>${esc(texts.sponsors)}</h2><ul class="tp-grid">${sponsors}</ul></section>` : '',
    `</main>`,
  ].join('');
}

const absolute = (appUrl: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${appUrl}${url.startsWith('/') ? '' : '/'}${url}`);

/** Replaces one element of the template, or adds the new one to <head> when the template has none. */
function setHead(html: string, pattern: RegExp, replacement: string): string {
  return pattern.test(html) ? html.replace(pattern, replacement) : html.replace('</head>', `${replacement}</head>`);
}

/**
 * The app's index.html for one club's portal: language, title, description, canonical address
 * (/p/{short}), OpenGraph and Twitter tags (a shared link shows the club's name and logo), and the
 * portal's content already in the page, usable (links work) before the app bundle finishes.
 */
export function renderPortalHtml(template: string, snapshot: PortalSnapshot, appUrl: string): string {
  const locale: UiLocale = sessionLocaleForClub(snapshot.club.locale);
  const texts = PORTAL_TEXTS[locale];
  const { club } = snapshot;
  const title = `${club.name} · Tribuna`;
  const description = texts.description(club.name, club.place);
  const canonical = `${appUrl}/p/${encodeURIComponent(club.shortname)}`;
  const logo = club.image ? absolute(appUrl, club.image) : null;
  const meta = [
    `<link rel="canonical" href="${esc(canonical)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="Tribuna">`,
    `<meta property="og:title" content="${esc(club.name)}">`,
    `<meta property="og:description" content="${esc(description)}">`,
    `<meta property="og:url" content="${esc(canonical)}">`,
    `<meta property="og:locale" content="${esc(locale)}">`,
    logo ? `<meta property="og:image" content="${esc(logo)}">` : '',
    '<meta name="twitter:card" content="summary">',
    `<meta name="twitter:title" content="${esc(club.name)}">`,
    `<meta name="twitter:description" content="${esc(description)}">`,
    logo ? `<meta name="twitter:image" content="${esc(logo)}">` : '',
    STYLE,
  ].join('');
  let html = template.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);
  html = setHead(html, /<title>[^<]*<\/title>/, `<title>${esc(title)}</title>`);
  html = setHead(html, /<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${esc(description)}">`);
  html = html.replace('</head>', `${meta}</head>`);
  return html.replace('<div id="root"></div>', `<div id="root">${portalMarkup(snapshot, texts, logo)}</div>`);
}

/** The friendly 404 for a portal address that names no club: said in words, and not indexed. */
export function renderPortalNotFound(template: string, locale: UiLocale = 'es'): string {
  const texts = PORTAL_TEXTS[locale];
  const markup =
    `<main class="tp" data-prerendered="portal-not-found"><h1>${esc(texts.notFoundTitle)}</h1>` +
    `<p>${esc(texts.notFound)}</p><nav class="tp-actions"><a class="tp-primary" href="/">${esc(texts.home)}</a></nav></main>`;
  let html = setHead(template, /<title>[^<]*<\/title>/, `<title>${esc(texts.notFoundTitle)} · Tribuna</title>`);
  html = html.replace('</head>', `<meta name="robots" content="noindex">${STYLE}</head>`);
  return html.replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
}
