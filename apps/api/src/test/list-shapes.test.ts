import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/**
 * Spec 7: lists arrive as hydra collections. The OpenAPI document is generated from the
 * contract, so a client written from /api/docs must see `hydra:member`, `hydra:totalItems` and
 * `hydra:view` on every list (issue 20 item 9: these answered `{items, totalItems}` before).
 */
const LISTS = [
  '/api/clubs/{clubHash}/sponsors',
  '/api/clubs/{clubHash}/sponsors/clicks',
  '/api/clubs/{clubHash}/portal',
  '/api/clubs/{clubHash}/commerce/taxes',
  '/api/clubs/{clubHash}/commerce/campaigns/{campaignHash}/products',
  '/api/clubs/{clubHash}/commerce/campaigns/{campaignHash}/products/{productHash}/sold',
  '/api/clubs/{clubHash}/shop/campaigns',
  '/api/shop/tickets',
  '/api/clubs/{clubHash}/payments/methods/onboard-links',
  '/api/clubs/{clubHash}/communications/mailboxes',
  '/api/clubs/{clubHash}/communications/mailboxes/{mailboxHash}/profiles',
  '/api/clubs/{clubHash}/communications/threads',
  '/api/clubs/{clubHash}/communications/threads/{threadHash}/conversations',
  '/api/clubs/{clubHash}/communications/threads/{threadHash}/recipients',
  '/api/clubs/{clubHash}/communications/threads/{threadHash}/broadcast-messages',
  '/api/clubs/{clubHash}/communications/accesible-participants',
  '/api/clubs/{clubHash}/communications/allowed-recipients',
  '/api/clubs/{clubHash}/bookings/calendars',
  '/api/clubs/{clubHash}/bookings/exceptions',
  '/api/clubs/{clubHash}/bookings/pricing-policies',
  '/api/clubs/{clubHash}/bookings/link-groups',
  '/api/booking-links/{linkHash}/slots',
  '/api/booking-links/{linkHash}/days',
  '/api/clubs/{clubHash}/my/payers',
  '/api/clubs/{clubHash}/my/charges',
  '/api/clubs/{clubHash}/my/mandates',
  '/api/clubs/{clubHash}/joining-requests',
  '/api/clubs/{clubHash}/activities',
  '/api/clubs/{clubHash}/activities/{activityHash}/inscriptions',
];

type Schema = { properties?: Record<string, Schema>; required?: string[] };
type Operation = { responses: Record<string, { content?: Record<string, { schema: Schema }> }> };

let t: TestApp;
let paths: Record<string, Record<string, Operation>>;
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  paths = (await t.app.inject({ url: '/api/docs/json' })).json<{ paths: typeof paths }>().paths;
});
afterAll(() => t.close());

describe('the OpenAPI document shows every list as a hydra collection', () => {
  it.each(LISTS)('GET %s', (path) => {
    const schema = paths[path]?.get?.responses['200']?.content?.['application/json']?.schema;
    expect(schema, path).toBeDefined();
    expect(schema!.required).toEqual(expect.arrayContaining(['hydra:member', 'hydra:totalItems', 'hydra:view']));
    expect(Object.keys(schema!.properties ?? {})).not.toContain('items');
    expect(Object.keys(schema!.properties?.['hydra:view']?.properties ?? {})).toContain('@id');
  });

  it('documents the keyset view of the threads: the next page is a link, with no first or last page', () => {
    const view =
      paths['/api/clubs/{clubHash}/communications/threads']!.get!.responses['200']!.content!['application/json']!.schema.properties![
        'hydra:view'
      ]!;
    expect(Object.keys(view.properties ?? {}).sort()).toEqual(['@id', 'hydra:next']);
  });
});
