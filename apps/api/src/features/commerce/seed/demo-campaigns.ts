/** The demo shop's campaigns and products, by club shortname (dates relative to the day the demo is seeded). */
export type DemoProduct = {
  name: string;
  priceCents: number;
  tax: string;
  stock?: number;
  options?: [string, number][];
  isTicket?: boolean;
  /** A ticket's seat map: rows × seats (its stock). */
  seatMap?: { rows: number; seatsPerRow: number };
  maxPerBuyer?: number;
  description?: string;
  /** A ticket's event: days from now (negative: past), the hour in UTC and the place. */
  event?: { inDays: number; utcHour: number; venue: string };
};
export type DemoCampaign = {
  name: string;
  description: string;
  startsInDays: number;
  days: number;
  categories: string[];
  products: DemoProduct[];
  orders: number;
  /** A demo account whose first order this is (paid, bought signed in): their tickets/list has life. */
  firstBuyer?: string;
};

export const DAY = 86_400_000;
/** The league match: the day after its online sales close, in the club's ground. */
const MATCH_EVENT = { inDays: 15, utcHour: 17, venue: 'Campo Municipal' };

/** An event's start: that many days from today, at that hour (UTC), so the demo's dates stay relative to its "now". */
export function eventStart(event: NonNullable<DemoProduct['event']>): Date {
  const day = new Date(Date.now() + event.inDays * DAY);
  day.setUTCHours(event.utcHour, 0, 0, 0);
  return day;
}

/**
 * Issue 12 part 7: a kit campaign with sizes, a match-ticket campaign, a finished raffle and a
 * match already played for CD Demo; one campaign for CA Exemple.
 */
export const DEMO_CAMPAIGNS: Record<string, DemoCampaign[]> = {
  'cd-demo': [
    {
      name: 'Equipación 2026/27',
      description: 'La camiseta oficial de la temporada, el pantalón y la bufanda del club. Recogida en la oficina del club.',
      startsInDays: -20,
      days: 70,
      categories: ['Equipación'],
      orders: 140,
      // The member's home shows an order history, not only an invitation to the shop.
      firstBuyer: 'member@demo.test',
      products: [
        {
          name: 'Camiseta oficial',
          priceCents: 2500,
          tax: 'IVA 21 %',
          options: [
            ['S', 40],
            ['M', 60],
            ['L', 60],
            ['XL', 30],
          ],
          maxPerBuyer: 6,
        },
        {
          name: 'Pantalón',
          priceCents: 1200,
          tax: 'IVA 21 %',
          options: [
            ['S', 30],
            ['M', 40],
            ['L', 40],
          ],
        },
        { name: 'Bufanda', priceCents: 1500, tax: 'IVA 21 %', stock: 80 },
      ],
    },
    {
      name: 'CD Demo – CF Ribera (Liga)',
      description: 'Partido de liga en el campo municipal. Entrada por la puerta principal con el QR.',
      startsInDays: -5,
      days: 19,
      categories: ['Entradas'],
      orders: 90,
      firstBuyer: 'guardian@demo.test',
      products: [
        {
          name: 'Entrada general',
          priceCents: 800,
          tax: 'IVA 10 %',
          isTicket: true,
          seatMap: { rows: 12, seatsPerRow: 25 },
          maxPerBuyer: 8,
          description: 'Tribuna principal, asiento numerado: elige fila y asiento.',
          event: MATCH_EVENT,
        },
        {
          name: 'Entrada infantil',
          priceCents: 400,
          tax: 'IVA 10 %',
          stock: 150,
          isTicket: true,
          maxPerBuyer: 8,
          event: MATCH_EVENT,
        },
      ],
    },
    {
      // A match already played: the guardian's tickets/list has a past event, the manager an ended campaign.
      name: 'CD Demo – UD Rival (Copa)',
      description: 'Eliminatoria de copa en el campo municipal.',
      startsInDays: -30,
      days: 18,
      categories: ['Entradas'],
      orders: 30,
      firstBuyer: 'guardian@demo.test',
      products: [
        {
          name: 'Entrada general',
          priceCents: 600,
          tax: 'IVA 10 %',
          isTicket: true,
          seatMap: { rows: 6, seatsPerRow: 20 },
          maxPerBuyer: 8,
          event: { inDays: -12, utcHour: 17, venue: 'Campo Municipal' },
        },
      ],
    },
    {
      name: 'Sorteo de Navidad 2025',
      description: 'Cesta de Navidad con productos de la tierra. Sorteo realizado el 22 de diciembre.',
      startsInDays: -360,
      days: 40,
      categories: ['Sorteos'],
      orders: 60,
      products: [{ name: 'Papeleta', priceCents: 200, tax: 'Exento', stock: 1000 }],
    },
  ],
  'ca-exemple': [
    {
      name: 'Samarretes del club',
      description: 'Samarreta tècnica per a entrenaments i curses.',
      startsInDays: -10,
      days: 50,
      categories: ['Roba'],
      orders: 25,
      products: [
        {
          name: 'Samarreta tècnica',
          priceCents: 1800,
          tax: 'IVA 21 %',
          options: [
            ['S', 20],
            ['M', 30],
            ['L', 30],
          ],
        },
      ],
    },
  ],
};
