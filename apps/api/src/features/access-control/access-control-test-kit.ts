import { sql } from 'drizzle-orm';
import { cardCode } from '@tribuna/contract/card-code';
import { newPublicId } from '../../lib/ids';
import { newHumanReference } from '../../lib/human-reference';
import { createCampaign, createOrder, type CampaignFixture, type ClubFixture } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { rowsOf } from '../../db/rows';

/** An event: a campaign with a ticket product. */
export const createEvent = (t: TestApp, club: ClubFixture) => createCampaign(t, club, { published: true, isTicket: true });

/** A ticket of a paid order of the event, as checkout's payment writes it; its QR code and reference. */
export async function createTicket(
  t: TestApp,
  club: ClubFixture,
  event: CampaignFixture,
): Promise<{ id: number; code: string; reference: string }> {
  const order = await createOrder(t, club, { campaign: event, status: 1 });
  const code = newPublicId() + newPublicId();
  const reference = newHumanReference('T');
  const [row] = rowsOf<{ id: number }>(
    await t.db.execute(sql`insert into tickets (public_id, code, reference, club_id, order_id, order_item_id, product_id)
      select ${newPublicId()}, ${code}, ${reference}, o.club_id, o.id, i.id, i.product_id
      from orders o join order_items i on i.order_id = o.id where o.public_id = ${order.hash} returning id`),
  );
  return { id: row!.id, code, reference };
}

/** A person's card code now (or at `atMs`), signed with their card key as My ID does. */
export async function cardCodeOf(t: TestApp, profileId: number, atMs = Date.now()): Promise<string> {
  const [row] = rowsOf<{ qr: string; key: string }>(
    await t.db.execute(sql`select qr_identifier as qr, card_key as key from profiles where id = ${profileId}::int`),
  );
  return cardCode(row!.qr, row!.key, atMs);
}

export async function qrIdentifierOf(t: TestApp, profileId: number): Promise<string> {
  const [row] = rowsOf<{ qr: string }>(await t.db.execute(sql`select qr_identifier as qr from profiles where id = ${profileId}::int`));
  return row!.qr;
}
