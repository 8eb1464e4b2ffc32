import type { Db } from '../../db/client';
import { sharedRepositories } from '../../lib/data/shared-repositories';
import type { UnitOfWork } from '../../lib/data/unit-of-work';
import { AccountOrdersRepository } from './account-orders.repository';
import { CatalogueRepository } from './catalogue.repository';
import { OrdersRepository } from './orders.repository';
import { TicketsRepository } from './tickets.repository';

/** The shop's repositories (catalogue, orders, tickets) and the shared lib ones, bound to a pool or a transaction. */
export const commerceRepositories = (db: Db) => ({
  ...sharedRepositories(db),
  catalogue: new CatalogueRepository(db),
  orders: new OrdersRepository(db),
  tickets: new TicketsRepository(db),
  accountOrders: new AccountOrdersRepository(db),
});

export type CommerceRepositories = ReturnType<typeof commerceRepositories>;
export type CommerceData = UnitOfWork<CommerceRepositories>;
