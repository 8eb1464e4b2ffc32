import { PRODUCT_NAME, sessionLocaleForClub, UI_LOCALES, type UiLocale } from '@tribuna/contract';
import type { PortalSnapshot, SnapshotComponent, SnapshotSponsor } from './portal-snapshot';
import { PORTAL_TEXTS, type PortalTexts } from './portal-texts';

/** Text and attribute escaping for the values clubs type (names, links). */
const esc = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const isWebLink = (href: string | null): href is string => href !== null && /^https?:\/\//i.test(href);
/** A page of this app (a booking link, `/book/…`): opened in the same tab. Never `//host`, which leaves the site. */
const isAppPath = (href: string | null): href is string => href !== null && /^\/(?!\/)\S*$/.test(href);

/**
 * Where each core component leads in the app (spec 2's e-commerce area and sign-up). The shop
 * names the club in its query; "tickets" opens it on the campaigns that sell tickets.
 */
type LinkedClub = { hash: string; shortname: string };
const CORE_LINKS: Record<string, (club: LinkedClub) => string> = {
  tickets: (club) => `/ecommerce/campaigns/list?club=${encodeURIComponent(club.hash)}&tickets=1`,
  campaigns: (club) => `/ecommerce/campaigns/list?club=${encodeURIComponent(club.hash)}`,
  // The joining forms (issue 23): the club's public sign-up and its activities' inscriptions.
  'member.registration': (club) => `/p/${encodeURIComponent(club.shortname)}/join`,
  inscriptions: (club) => `/p/${encodeURIComponent(club.shortname)}/activities`,
};

/**
 * The portal's whole look (it is drawn by the server, not by the app): readable on a 375 px
 * phone, the brand's blue, AA contrast, highlighted components larger. Inline, so the first paint
 * waits for no stylesheet.
 */
const STYLE = `<style id="portal-style">
body{margin:0;background:#f8f9fa;color:#1a1b1e;font-family:Inter,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;line-height:1.55}
.tp-bar{display:flex;justify-content:space-between;align-items:center;gap:12px;flex-wrap:wrap;padding:10px 16px;background:#fff;border-bottom:1px solid #dee2e6}
.tp-brand{display:inline-flex;align-items:center;gap:8px;font-weight:800;font-size:1.125rem;color:#1f3d75;text-decoration:none}
.tp-langs{display:flex;gap:4px 12px;flex-wrap:wrap;font-size:.875rem}.tp-langs a{color:#1f3d75}.tp-langs a[aria-current]{font-weight:700;text-decoration:none;color:#1a1b1e}
.tp{box-sizing:border-box;max-width:960px;margin:0 auto;padding:24px 16px 48px;display:flex;flex-direction:column;gap:24px}
.tp-card{background:#fff;border:1px solid #dee2e6;border-radius:16px;padding:24px}
.tp-head{display:flex;gap:20px;align-items:center;flex-wrap:wrap}
.tp-logo{width:96px;height:96px;border-radius:16px;object-fit:cover;flex-shrink:0;display:flex;align-items:center;justify-content:center;background:#2d4f8f;color:#fff;font-weight:700;font-size:2rem}
.tp h1{margin:0;font-size:1.75rem;line-height:1.25}.tp-head p{margin:4px 0 0;color:#495057}
.tp h2{font-size:1.25rem;margin:0 0 12px}
.tp-actions{display:flex;gap:12px;flex-wrap:wrap;margin-top:16px;width:100%}
.tp-actions a{padding:10px 18px;border-radius:8px;border:1px solid #2d4f8f;color:#2d4f8f;text-decoration:none;font-weight:600}
.tp-actions a.tp-primary{background:#2d4f8f;color:#fff}
.tp-grid{list-style:none;padding:0;margin:0;display:grid;gap:12px;grid-template-columns:repeat(auto-fill,minmax(220px,1fr))}
.tp-grid>li{background:#fff;border:1px solid #dee2e6;border-radius:12px;padding:16px;display:flex;align-items:center;gap:12px;min-width:0}
.tp-grid>li.tp-highlight{border:2px solid #2d4f8f;padding:24px;font-size:1.25rem}
@media (min-width:600px){.tp-grid>li.tp-highlight{grid-column:span 2}}
.tp-grid a{color:#1f3d75;font-weight:700;overflow-wrap:anywhere}
.tp-thumb{width:48px;height:48px;border-radius:8px;object-fit:contain;flex-shrink:0;background:#fff}
.tp-sponsor{display:flex;align-items:center;gap:12px;min-width:0}
a.tp-sponsor{color:#1a1b1e}
.tp-visitor{display:inline-flex;align-items:center;gap:8px;font-weight:600;min-width:0;overflow-wrap:anywhere}
.tp-avatar{width:36px;height:36px;border-radius:50%;flex-shrink:0;display:inline-flex;align-items:center;justify-content:center;background:#2d4f8f;color:#fff;font-size:.875rem;font-weight:700}
.tp-contact-slot{min-height:120px;color:#495057;min-width:0}
.tp-contact-slot *,.tp-contact-slot *::before,.tp-contact-slot *::after{box-sizing:border-box}
.tp-contact-slot input,.tp-contact-slot textarea,.tp-contact-slot select{max-width:100%}
a:focus-visible{outline:2px solid #2d4f8f;outline-offset:2px}
</style>`;

const BRAND_MARK =
  '<svg width="28" height="28" viewBox="0 0 64 64" aria-hidden="true" focusable="false"><rect width="64" height="64" rx="14" fill="#2d4f8f"/>' +
  '<path d="M14 46h36v6H14zM18 34h28v8H18zM22 22h20v8H22z" fill="#fff"/><path d="M32 10l10 8H22z" fill="#f59f00"/></svg>';

function componentItem(component: SnapshotComponent, texts: PortalTexts, club: LinkedClub): string {
  const label = component.core ? (texts.core[component.name] ?? component.name) : component.name;
  const own = component.core ? CORE_LINKS[component.name]?.(club) : isAppPath(component.href) ? component.href : undefined;
  const href = own ?? (!component.core && isWebLink(component.href) ? component.href : undefined);
  const external = href !== undefined && own === undefined;
  const image =
    !component.core && component.image && isWebLink(component.image)
      ? `<img class="tp-thumb" src="${esc(component.image)}" alt="" width="48" height="48" loading="lazy">`
      : '';
  const link = href
    ? `<a href="${esc(href)}"${external ? ' target="_blank" rel="noopener noreferrer"' : ''}>${esc(label)}</a>`
    : esc(label);
  const highlight = component.highlighted ? ' class="tp-highlight" data-highlighted="true"' : '';
  return `<li data-testid="portal-component"${highlight}>${image}${link}</li>`;
}

function sponsorItem(clubHash: string, sponsor: SnapshotSponsor): string {
  const logo = sponsor.image ? `<img class="tp-thumb" src="${esc(sponsor.image)}" alt="" width="48" height="48" loading="lazy">` : '';
  const body = `${logo}<span>${esc(sponsor.name)}</span>`;
  const inner = sponsor.hasUrl
    ? `<a class="tp-sponsor" href="/api/clubs/${esc(clubHash)}/sponsors/${esc(sponsor.hash)}/visit" rel="sponsored noopener">${body}</a>`
    : `<span class="tp-sponsor">${body}</span>`;
  return `<li data-testid="portal-sponsor">${inner}</li>`;
}

/** Links to the same page in each interface language (the club's own is the default). */
function languageLinks(locale: UiLocale, texts: PortalTexts): string {
  const links = UI_LOCALES.map((code) =>
    code === locale
      ? `<a href="?lang=${code}" lang="${code}" hreflang="${code}" aria-current="true">${esc(texts.languages[code])}</a>`
      : `<a href="?lang=${code}" lang="${code}" hreflang="${code}">${esc(texts.languages[code])}</a>`,
  ).join('');
  return `<nav class="tp-langs" aria-label="${esc(texts.language)}">${links}</nav>`;
}

function topBar(locale: UiLocale, texts: PortalTexts): string {
  return `<header class="tp-bar"><a class="tp-brand" href="/" aria-label="${esc(texts.home)}">${BRAND_MARK}<span>Tribuna</span></a>${languageLinks(locale, texts)}</header>`;
}

function portalMarkup(snapshot: PortalSnapshot, locale: UiLocale, texts: PortalTexts, logoUrl: string | null): string {
  const { club } = snapshot;
  const logo = logoUrl
    ? `<img class="tp-logo" src="${esc(logoUrl)}" alt="${esc(texts.logoAlt(club.name))}" width="96" height="96">`
    : `<span class="tp-logo" aria-hidden="true">${esc(club.name.slice(0, 2).toUpperCase())}</span>`;
  const components = snapshot.components.map((c) => componentItem(c, texts, club)).join('');
  const sponsors = snapshot.sponsors.map((s) => sponsorItem(club.hash, s)).join('');
  return [
    topBar(locale, texts),
    `<main class="tp" id="main-content" data-prerendered="portal">`,
    `<section class="tp-card tp-head">${logo}<div><h1 data-testid="portal-club-name">${esc(club.name)}</h1>`,
    club.place ? `<p>${esc(club.place)}</p>` : '',
    club.seasonName ? `<p>${esc(texts.season(club.seasonName))}</p>` : '',
    // The same page for everyone (cacheable, no personal data): the app swaps these links for the
    // signed-in visitor's name and "Go to my area" from the session it holds (app/light/portal-visitor).
    `</div><nav class="tp-actions" aria-label="${esc(texts.signIn)}" data-my-area="${esc(texts.myArea)}" data-account="${esc(texts.account)}">`,
    `<a class="tp-primary" href="/auth/login">${esc(texts.signIn)}</a><a href="/auth/signup">${esc(texts.join)}</a></nav></section>`,
    components ? `<ul class="tp-grid" aria-label="${esc(texts.sections)}">${components}</ul>` : '',
    sponsors
      ? `<section aria-labelledby="portal-sponsors"><h2 id="portal-sponsors">${esc(texts.sponsors)}</h2><ul class="tp-grid">${sponsors}</ul></section>`
      : '',
    `<section class="tp-card" aria-labelledby="portal-contact"><h2 id="portal-contact">${esc(texts.contact)}</h2>`,
    `<div id="portal-contact-form" class="tp-contact-slot" data-club-hash="${esc(club.hash)}"><p>${esc(texts.contactLoading)}</p></div></section>`,
    `</main>`,
  ].join('');
}

const absolute = (appUrl: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${appUrl}${url.startsWith('/') ? '' : '/'}${url}`);

/**
 * Puts text into the page literally. A replacement *string* would read `$'`, `` $` ``, `$&` and
 * `$$` in a club's, link's or sponsor's name as patterns and copy parts of the page in; a
 * replacer function's answer is used as is.
 */
const put = (html: string, pattern: string | RegExp, text: string) => html.replace(pattern, () => text);

/** Replaces one element of the template, or adds the new one to <head> when the template has none. */
function setHead(html: string, pattern: RegExp, replacement: string): string {
  return pattern.test(html) ? put(html, pattern, replacement) : put(html, '</head>', `${replacement}</head>`);
}

/**
 * The app's index.html for one club's portal: language, title, description, canonical address
 * (/p/{short}), OpenGraph and Twitter tags (a shared link shows the club's name and logo), and the
 * portal's content already in the page, usable (links work) before the app bundle finishes.
 */
export function renderPortalHtml(template: string, snapshot: PortalSnapshot, appUrl: string, language?: UiLocale): string {
  const locale: UiLocale = language ?? sessionLocaleForClub(snapshot.club.locale);
  const texts = PORTAL_TEXTS[locale];
  const { club } = snapshot;
  // Spec 2's tab title, with the club's name for search results and bookmarks.
  const title = `${PRODUCT_NAME} - ${texts.tabTitle} · ${club.name}`;
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
  let html = put(template, /<html lang="[^"]*"/, `<html lang="${locale}"`);
  html = setHead(html, /<title>[^<]*<\/title>/, `<title>${esc(title)}</title>`);
  html = setHead(html, /<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${esc(description)}">`);
  html = put(html, '</head>', `${meta}</head>`);
  // The page shows the logo from its own address (the API's path; the CSP allows 'self'), while
  // shared-link previews need the absolute one.
  return put(html, '<div id="root"></div>', `<div id="root">${portalMarkup(snapshot, locale, texts, club.image)}</div>`);
}

/** The friendly 404 for a portal address that names no club: said in words, and not indexed. */
export function renderPortalNotFound(template: string, locale: UiLocale = 'es'): string {
  const texts = PORTAL_TEXTS[locale];
  const markup =
    topBar(locale, texts) +
    `<main class="tp" id="main-content" data-prerendered="portal-not-found"><section class="tp-card"><h1>${esc(texts.notFoundTitle)}</h1>` +
    `<p role="alert">${esc(texts.notFound)}</p><nav class="tp-actions"><a class="tp-primary" href="/">${esc(texts.home)}</a></nav></section></main>`;
  let html = setHead(template, /<title>[^<]*<\/title>/, `<title>${esc(texts.notFoundTitle)} · Tribuna</title>`);
  html = put(html, '</head>', `<meta name="robots" content="noindex">${STYLE}</head>`);
  return put(html, '<div id="root"></div>', `<div id="root">${markup}</div>`);
}
