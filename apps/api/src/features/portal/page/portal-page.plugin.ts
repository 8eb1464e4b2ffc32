import { UI_LOCALES, type UiLocale } from '@tribuna/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../../../db/client';
import type { PortalShop } from '../portal-availability';
import type { SponsorsPublic } from '../../sponsors';
import { PortalSnapshotRepository, type PortalAddress } from './portal-snapshot';
import { renderPortalHtml, renderPortalNotFound } from './render-portal-html';

/** Without a web build (API tests, a fresh clone before `npm run build`), the same head and root. */
const BARE_TEMPLATE =
  '<!doctype html><html lang="es"><head><meta charset="UTF-8" /><title>Tribuna</title>' +
  '<meta name="description" content="Tribuna: sports club management" /></head><body><div id="root"></div></body></html>';

const PUBLIC_ID = /^[A-Za-z0-9_-]{1,64}$/;
const SHORT_NAME = /^[A-Za-z0-9-]{1,64}$/;

/** `?lang=en` shows the portal in another interface language; anything else keeps the club's own. */
function chosenLanguage(request: FastifyRequest): UiLocale | undefined {
  const lang = (request.query as { lang?: unknown }).lang;
  return UI_LOCALES.find((code) => code === lang);
}

export type PortalPageOptions = { db: Db; distDir: string; appUrl: string; shop: PortalShop; sponsors: Pick<SponsorsPublic, 'sponsorsOf'> };

/**
 * The portal addresses (issue 11 part 3: /clubes/{clubHash}/portal and /p/{clubShortName}) get
 * their HTML from the server: the app's index.html with the club's title, description, canonical
 * and social tags, and the portal's content already inside, so shared links show the club and
 * the page is usable before the bundle finishes. Unknown clubs
 * answer a real 404 page. The app adds only the contact form (apps/web/src/app/light). Registered before the web plugin's history fallback.
 */
export const portalPagePlugin = fp<PortalPageOptions>(async (app, { db, distDir, appUrl, shop, sponsors }) => {
  const indexFile = join(distDir, 'index.html');
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : BARE_TEMPLATE;
  const snapshots = new PortalSnapshotRepository(db, shop, sponsors);
  const base = appUrl.replace(/\/+$/, '');

  const send = async (request: FastifyRequest, reply: FastifyReply, address: PortalAddress | null) => {
    const snapshot = address ? await snapshots.load(address) : null;
    const language = chosenLanguage(request);
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (!snapshot) return reply.code(404).send(renderPortalNotFound(template, language));
    return reply.send(renderPortalHtml(template, snapshot, base, language));
  };

  app.get<{ Params: { clubHash: string } }>('/clubes/:clubHash/portal', { schema: { hide: true } }, (request, reply) =>
    send(request, reply, PUBLIC_ID.test(request.params.clubHash) ? { clubHash: request.params.clubHash } : null),
  );
  app.get<{ Params: { clubShortName: string } }>('/p/:clubShortName', { schema: { hide: true } }, (request, reply) =>
    send(request, reply, SHORT_NAME.test(request.params.clubShortName) ? { clubShortName: request.params.clubShortName } : null),
  );
});
