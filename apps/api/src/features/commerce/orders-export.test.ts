import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { createClub, createManager, signIn, type ClubFixture, type Session } from '../../test/factories';
import { buyer, shopKit } from '../../test/shop-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
});
afterAll(() => t.close());

/** A club (in `locale`) whose shop sold two scarves at 12.50 on 26 Nov 2026 at 19:42 in Madrid (18:42 UTC), paid. */
async function clubWithAPaidOrder(locale: ClubFixture['locale']) {
  const club = await createClub(t, { locale });
  const manager: Session = await signIn(t, (await createManager(t, club)).user);
  const kit = shopKit(t, club, manager);
  const scarf = await kit.sellingCampaign({ name: 'Bufanda', price: 1250, stock: 10 }, { name: 'Bufandas' });
  const payer = { ...buyer('Nuria Soler'), name: 'Núria Soler' };
  const bought = await kit.buy({ items: [{ productHash: scarf.productHash, quantity: 2 }], buyer: payer }, undefined, scarf.campaignHash);
  expect(bought.statusCode, bought.body).toBe(201);
  const order = bought.json().order as { hash: string };
  await t.app.inject({ method: 'POST', url: `/api/shop/orders/${order.hash}/test-payment` });
  await t.db
    .update(orders)
    .set({ createdAt: new Date('2026-11-26T18:42:00Z') })
    .where(eq(orders.publicId, order.hash));
  const download = (format: string) => kit.as(manager, { url: `/api/clubs/${club.hash}/commerce/orders/export?format=${format}` });
  return { download };
}

const csvRows = (bytes: Buffer, delimiter: string) => parse(bytes, { bom: true, delimiter, columns: true }) as Record<string, string>[];

describe('orders export a treasurer can open', () => {
  it('writes a Spanish club’s CSV with a BOM, ";" between cells, Spanish headers and states, local time and decimal commas', async () => {
    const { download } = await clubWithAPaidOrder('es-ES');
    const csv = await download('csv');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const firstLine = csv.rawPayload
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n')[0];
    expect(firstLine).toBe(
      'Pedido;Fecha;Estado;Entregado;Campaña;Tipo de comprador;Comprador;Correo electrónico;Producto;Opción;Unidades;Precio unitario;Total de la línea;Impuesto;Importe del impuesto',
    );
    const [row] = csvRows(csv.rawPayload, ';');
    expect(row).toMatchObject({
      Fecha: '26/11/2026 19:42',
      Estado: 'Pagado',
      Entregado: 'No',
      'Tipo de comprador': 'Comprador externo',
      Comprador: 'Núria Soler',
      Producto: 'Bufanda',
      Unidades: '2',
      'Precio unitario': '12,50',
      'Total de la línea': '25,00',
      'Importe del impuesto': '4,34',
    });
  });

  it('writes an XLSX beside it with real date cells and amounts as numbers in euros', async () => {
    const { download } = await clubWithAPaidOrder('es-ES');
    const file = await download('xlsx');
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Pedidos')!;
    expect(sheet.getRow(1).getCell(2).value).toBe('Fecha');
    const row = sheet.getRow(2);
    const date = row.getCell(2);
    expect(date.value).toBeInstanceOf(Date);
    // The Madrid wall-clock time, as spreadsheets store dates (no time zone).
    expect((date.value as Date).toISOString()).toBe('2026-11-26T19:42:00.000Z');
    expect(date.numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(row.getCell(3).value).toBe('Pagado');
    expect(row.getCell(11).value).toBe(2);
    const unitPrice = row.getCell(12);
    expect(unitPrice.value).toBe(12.5);
    expect(unitPrice.numFmt).toContain('€');
    expect(row.getCell(13).value).toBe(25);
  });

  it('writes an English club’s CSV with "," between cells, English words and a decimal point', async () => {
    const { download } = await clubWithAPaidOrder('en-US');
    const [row] = csvRows((await download('csv')).rawPayload, ',');
    expect(row).toMatchObject({ Date: '2026-11-26 19:42', Status: 'Paid', Delivered: 'No', 'Unit price': '12.50', 'Line total': '25.00' });
  });

  it('writes a Catalan club’s headers and states in Catalan', async () => {
    const { download } = await clubWithAPaidOrder('ca-ES');
    const [row] = csvRows((await download('csv')).rawPayload, ';');
    expect(row).toMatchObject({ Data: '26/11/2026 19:42', 'Preu unitari': '12,50', Lliurada: 'No' });
    expect(row!.Estat).not.toBe('paid');
  });
});
