import { COMMERCE_ROUTES as COMMERCE } from '@tribuna/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute, type ApiScope } from '../../lib/route/register-route';
import type { CommerceData } from './commerce.data';
import type { ChangeFeed } from '../../lib/cache/change-feed';
import { sendJsonBody } from '../../lib/http';
import { SHOP_PAGE_TABLES, type CachedPage } from './shop.service';
import { CampaignsService } from './campaigns.service';
import { ProductsService } from './products.service';
import { ShopService } from './shop.service';

/** The shop's catalogue (issue 12 parts 1–2): campaigns, products and taxes; the public shop reads. */
export const commerceRoutes: FastifyPluginAsync<{ data: CommerceData; changes: ChangeFeed }> = async (scope, { data, changes }) => {
  const app = scope as ApiScope;
  const campaigns = new CampaignsService(data);
  const products = new ProductsService(data);
  // Published campaign pages, serialized, until a write to the club or the catalogue (or the next time boundary).
  const shop = new ShopService(data, changes.cache<CachedPage>(SHOP_PAGE_TABLES, { maxEntries: 2_000 }));

  registerRoute(app, COMMERCE.listCampaigns, ({ ctx, query, request }) => campaigns.list(ctx, query, request.url));
  registerRoute(app, COMMERCE.createCampaign, ({ ctx, body }) => campaigns.create(ctx, body));
  registerRoute(app, COMMERCE.campaign, ({ ctx, params }) => campaigns.get(ctx, params.campaignHash));
  registerRoute(app, COMMERCE.updateCampaign, ({ ctx, params, body }) => campaigns.update(ctx, params.campaignHash, body));
  registerRoute(app, COMMERCE.duplicateCampaign, ({ ctx, params }) => campaigns.duplicate(ctx, params.campaignHash));
  registerRoute(app, COMMERCE.removeCampaign, ({ ctx, params }) => campaigns.remove(ctx, params.campaignHash).then(() => null));
  registerRoute(app, COMMERCE.listProducts, ({ ctx, params, request }) => products.list(ctx, params.campaignHash, request.url));
  registerRoute(app, COMMERCE.createProduct, ({ ctx, params, body }) => products.create(ctx, params.campaignHash, body));
  registerRoute(app, COMMERCE.updateProduct, ({ ctx, params, body }) =>
    products.update(ctx, params.campaignHash, params.productHash, body),
  );
  registerRoute(app, COMMERCE.removeProduct, ({ ctx, params }) =>
    products.remove(ctx, params.campaignHash, params.productHash).then(() => null),
  );
  registerRoute(app, COMMERCE.listTaxes, ({ ctx, request }) => campaigns.taxes(ctx, request.url));
  registerRoute(app, COMMERCE.createTax, ({ ctx, body }) => campaigns.createTax(ctx, body));
  registerRoute(app, COMMERCE.shopCampaigns, ({ params, request }) => shop.campaigns(params.clubHash, request.url));
  registerRoute(app, COMMERCE.shopCampaign, async ({ params, reply }) =>
    sendJsonBody(reply, await shop.campaignBody(params.clubHash, params.campaignHash)),
  );
  registerRoute(app, COMMERCE.shopSeats, ({ params }) => shop.seats(params.clubHash, params.campaignHash, params.productHash));
};
