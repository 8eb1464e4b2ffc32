import type { FeeDetail, ManagedCharge, Plan, Season } from '@tribuna/contract';

export const CLUB = 'clubAAAAAAAA';
export const API = `/api/clubs/${CLUB}`;

export const season = (overrides: Partial<Season> = {}): Season => ({
  hash: 'seasonAAAAAAAA',
  name: '2026/2027',
  startsOn: '2026-07-01',
  endsOn: '2027-06-30',
  status: 'open',
  graceDays: 30,
  current: true,
  planCount: 1,
  ...overrides,
});

export const plan = (overrides: Partial<Plan> = {}): Plan => ({
  hash: 'planAAAAAAAAAA',
  seasonHash: 'seasonAAAAAAAA',
  name: 'Socio adulto',
  description: '',
  audience: 'partner',
  categories: [],
  price: 12000,
  period: 'season',
  instalments: 1,
  siblingDiscountPercent: 0,
  familyDiscountPercent: 10,
  openToNewMembers: true,
  ...overrides,
});

export const feeDetail = (overrides: Partial<FeeDetail> = {}): FeeDetail => ({
  hash: 'feeAAAAAAAAAAA',
  kind: 'one_off',
  name: 'Equipación',
  description: '',
  planHash: null,
  seasonHash: null,
  amount: 4500,
  instalments: 1,
  firstDueOn: '2026-12-05',
  target: { kind: 'allAthletes' },
  status: 'sent',
  sentAt: '2026-11-28T10:00:00.000Z',
  createdAt: '2026-11-28T09:00:00.000Z',
  totals: { charged: { count: 2, amount: 9000 }, paid: { count: 1, amount: 4500 }, outstanding: { count: 1, amount: 4500 } },
  byState: [
    { state: 'paid', count: 1, amount: 4500 },
    { state: 'unpaid', count: 1, amount: 4500 },
  ],
  byTeam: [{ teamHash: 'teamAAAAAAAAAA', teamName: 'Alevín A', count: 2, amount: 9000, paid: 4500 }],
  ...overrides,
});

export const charge = (overrides: Partial<ManagedCharge> = {}): ManagedCharge => ({
  hash: 'chargeAAAAAAAA',
  feeHash: 'feeAAAAAAAAAAA',
  person: { hash: 'personAAAAAAAA', name: 'Leo', surname: 'Martín' },
  teams: ['Alevín A'],
  instalment: 1,
  amount: 4500,
  returnFee: 0,
  refundedAmount: 0,
  currency: 'EUR',
  dueOn: '2026-11-05',
  state: 'unpaid',
  paidMethod: null,
  paidAt: null,
  note: null,
  refundableUntil: null,
  returnReason: null,
  lastReminderAt: null,
  ...overrides,
});
