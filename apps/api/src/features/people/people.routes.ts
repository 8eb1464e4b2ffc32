import { PEOPLE_ROUTES as PEOPLE } from '@tribuna/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ChangeFeed } from '../../lib/cache/change-feed';
import { sendJsonBody } from '../../lib/http';
import { registerRoute, type ApiScope } from '../../lib/route/register-route';
import type { PeopleData } from './people.data';
import type { PeopleSubsidies, PeopleTeams } from './people.service';
import { CSV_TYPE, XLSX_TYPE } from '../../lib/spreadsheets/spreadsheet-writers';
import { PeopleExport } from './import/people-export';
import { PeopleGroupService } from './people-group.service';
import { PeopleService } from './people.service';

type Options = { data: PeopleData; changes: ChangeFeed; teams: PeopleTeams; subsidies: PeopleSubsidies };

/** People (issue 4): the routes of the contract's PEOPLE_ROUTES table. */
export const peopleRoutes: FastifyPluginAsync<Options> = async (scope, { data, changes, teams, subsidies }) => {
  const app = scope as ApiScope;
  // List totals and pages are kept until a write to profiles (in any process) clears them; pages
  // name each person's subsidies too, so a subsidies write clears them as well.
  const service = new PeopleService(
    data,
    teams,
    {
      counts: changes.cache<number>(['profiles'], { maxEntries: 5_000 }),
      pages: changes.cache<string>(['profiles', ...subsidies.tables], { maxEntries: 500 }),
    },
    subsidies,
  );
  const groups = new PeopleGroupService(data.read.peopleGroups, subsidies);
  const exporter = new PeopleExport(data.read.people);

  // The hot path: a cached, already serialized page sent as it is (the reply is the answer).
  registerRoute(app, PEOPLE.list, async ({ ctx, query, request, reply }) =>
    sendJsonBody(reply, await service.listBody(ctx, query, request.url)),
  );
  registerRoute(app, PEOPLE.create, ({ ctx, body }) => service.create(ctx, body));
  registerRoute(app, PEOPLE.read, ({ ctx, params }) => service.read(ctx, params.personHash));
  registerRoute(app, PEOPLE.update, ({ ctx, params, body }) => service.update(ctx, params.personHash, body));
  registerRoute(
    app,
    PEOPLE.export,
    async ({ ctx, query, reply }) => {
      const file = await exporter.export(ctx, query);
      // Exports of personal data are sensitive actions (Administration → Audit, issue 25).
      await data.read.audit.record(ctx, { action: 'people.exported', metadata: { format: query.format, role: query.role ?? null } });
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
    { produces: [CSV_TYPE, XLSX_TYPE] },
  );
  registerRoute(app, PEOPLE.groupByClub, ({ ctx }) => groups.forUser(ctx));
};
