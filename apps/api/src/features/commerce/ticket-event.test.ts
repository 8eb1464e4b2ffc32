import { MyTicketListSchema, OrderSchema, ProductSchema } from '@tribuna/contract';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClub, createManager, createMember, signIn, type ClubFixture, type Session } from '../../test/factories';
import { shopKit } from '../../test/shop-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ticketEventLines } from './tickets-pdf';

let t: TestApp;
let club: ClubFixture;
let manager: Session;
let member: Session;
let kit: ReturnType<typeof shopKit>;
const KICK_OFF = '2026-12-12T17:00:00.000Z';

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
  club = await createClub(t);
  manager = await signIn(t, (await createManager(t, club)).user);
  member = await signIn(t, (await createMember(t, club)).user);
  kit = shopKit(t, club, manager);
});
afterAll(async () => {
  await t.close();
});

/** The text a PDF shows: pdfkit writes each line as hex strings in a TJ array, in deflated streams. */
function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  // The end-of-line before `endstream` stays in the body (inflate ignores what follows the data):
  // stripping an optional \r there took the data's last byte whenever that byte was a \r.
  for (const stream of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    let body: string;
    try {
      body = inflateSync(Buffer.from(stream[1]!, 'latin1')).toString('latin1');
    } catch {
      continue; // an image, not text
    }
    for (const line of body.matchAll(/\[([^\]]*)\] TJ/g))
      lines.push([...line[1]!.matchAll(/<([0-9a-f]+)>/g)].map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1')).join(''));
  }
  return lines.join('\n');
}

const productUrl = (campaignHash: string, productHash = '') =>
  `/api/clubs/${club.hash}/commerce/campaigns/${campaignHash}/products${productHash ? `/${productHash}` : ''}`;

describe('tickets say when and where (issue 21)', () => {
  it('keeps a ticket product’s event start and place, both optional, and lets the manager change or clear them', async () => {
    const match = await kit.sellingCampaign({
      name: 'CD Demo – UD Rival',
      price: 800,
      stock: 100,
      isTicket: true,
      eventStartsAt: '2026-12-12T18:00:00+01:00',
      eventVenue: '  Campo Municipal ',
    });
    const listed = (await kit.as(manager, { url: productUrl(match.campaignHash) })).json()['hydra:member'][0];
    expect(ProductSchema.parse(listed)).toMatchObject({ eventStartsAt: KICK_OFF, eventVenue: 'Campo Municipal' });

    const patch = (body: object) =>
      kit.as(manager, {
        method: 'PATCH',
        url: productUrl(match.campaignHash, match.productHash),
        headers: { 'content-type': 'application/merge-patch+json' },
        payload: JSON.stringify(body),
      });
    expect((await patch({ eventVenue: 'Estadio Nuevo' })).json()).toMatchObject({ eventStartsAt: KICK_OFF, eventVenue: 'Estadio Nuevo' });
    expect((await patch({ eventStartsAt: null, eventVenue: null })).json()).toMatchObject({ eventStartsAt: null, eventVenue: null });
    const refused = await patch({ eventStartsAt: 'next saturday', eventVenue: 'x'.repeat(121) });
    expect(refused.statusCode).toBe(400);
    const fields = refused.json().invalidParamsList.invalidParams.map((p: { field: string }) => p.field);
    expect(fields.sort()).toEqual(['eventStartsAt', 'eventVenue']);

    // Without them a ticket is still created (the contract never requires them).
    const plain = await kit.as(manager, {
      method: 'POST',
      url: productUrl(match.campaignHash),
      payload: { name: 'Palco', price: 2000, stock: 4 },
    });
    expect(plain.json()).toMatchObject({ eventStartsAt: null, eventVenue: null });
  });

  it('gives each ticket a short reference and its event, on the order, the buyer’s list and the PDF’s lines', async () => {
    const match = await kit.sellingCampaign({
      name: 'Tribuna',
      price: 800,
      stock: 100,
      isTicket: true,
      eventStartsAt: KICK_OFF,
      eventVenue: 'Campo Municipal',
    });
    const bought = await kit.buy({ items: [{ productHash: match.productHash, quantity: 2 }] }, member, match.campaignHash);
    expect(bought.statusCode, bought.body).toBe(201);
    const paid = OrderSchema.parse(
      (await t.app.inject({ method: 'POST', url: `/api/shop/orders/${bought.json().order.hash}/test-payment` })).json(),
    );
    expect(paid.tickets).toHaveLength(2);
    for (const ticket of paid.tickets) {
      expect(ticket.reference).toMatch(/^T-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{2}$/);
      expect(ticket).toMatchObject({ eventStartsAt: KICK_OFF, eventVenue: 'Campo Municipal' });
      // The QR keeps what the door needs: the unguessable code, not the reference.
      expect(ticket.code).toMatch(/^T1-[\w-]{22}$/);
    }
    expect(new Set(paid.tickets.map((ticket) => ticket.reference)).size).toBe(2);

    const mine = MyTicketListSchema.parse((await kit.as(member, { url: '/api/shop/tickets' })).json())['hydra:member'];
    expect(mine.map((ticket) => ticket.reference).sort()).toEqual(paid.tickets.map((ticket) => ticket.reference).sort());
    expect(mine[0]).toMatchObject({ eventStartsAt: KICK_OFF, eventVenue: 'Campo Municipal' });

    expect(ticketEventLines(paid.tickets[0]!, 'es')).toEqual(['sábado, 12 de diciembre de 2026, 18:00', 'Campo Municipal']);
    expect(ticketEventLines({ eventStartsAt: null, eventVenue: 'Campo Municipal' }, 'en')).toEqual(['Campo Municipal']);
    const pdf = await t.app.inject({ url: `/api/shop/orders/${paid.hash}/tickets.pdf` });
    expect(pdf.statusCode).toBe(200);
    const printed = pdfText(pdf.rawPayload);
    expect(printed).toContain('Campo Municipal');
    expect(printed).toContain(paid.tickets[0]!.reference);
    expect(printed).not.toContain(paid.tickets[0]!.code);
  });
});
