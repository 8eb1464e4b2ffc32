import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hydraCollectionSchema } from './common/hydra';
import * as contract from './index';
import type { RouteDefinition } from './common/route';

// Every route file, also an area's that only its subpath exports (`@tribuna/contract/<area>.routes`)
// and the index does not list: a new area needs no line in index.ts to be checked here.
const routeFiles = readdirSync(new URL('.', import.meta.url)).filter((file) => file.endsWith('.routes.ts'));
const routeModules: Record<string, unknown>[] = await Promise.all(routeFiles.map((file) => import(`./${file}`)));

/**
 * Spec 7: a list arrives as a hydra collection (`hydra:member`, `hydra:totalItems`, `hydra:view`)
 * or as a plain array. Any other wrapper (`{items, totalItems}`) is a third shape that a client
 * written for the spec cannot read, so this walks every declared route and refuses it.
 */

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  getter?: () => z.ZodType;
};
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under optional/nullable/default/readonly/pipe/lazy wrappers. */
function unwrap(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (def.innerType) return unwrap(def.innerType);
  if (def.type === 'pipe' && def.out) return unwrap(defOf(def.out).type === 'transform' && def.in ? def.in : def.out);
  if (def.type === 'lazy' && def.getter) return unwrap(def.getter());
  return schema;
}

const isObject = (schema: z.ZodType) => defOf(unwrap(schema)).type === 'object';

/** What a list wrapper carries beside its rows: the bookkeeping of `{items, totalItems, nextCursor}` or hydra's. */
const isBookkeeping = (name: string) => ['items', 'totalItems', 'nextCursor'].includes(name) || name.startsWith('hydra:');
const isArray = (schema: z.ZodType) => defOf(unwrap(schema)).type === 'array';
const isArrayOfObjects = (schema: z.ZodType) => {
  const def = defOf(unwrap(schema));
  return def.type === 'array' && def.element !== undefined && isObject(def.element);
};

/**
 * The properties of an answer that hold a list outside `hydra:member`. An answer is a list when
 * it is nothing but arrays and list bookkeeping (a resource with fields of its own, e.g. a person
 * with their profiles or an order with its lines, may embed arrays); each array of objects in
 * such an answer, other than `hydra:member`, is a list a spec client cannot read.
 */
export function listPropertiesOutsideHydra(response: z.ZodType): string[] {
  const def = defOf(unwrap(response));
  if (def.type !== 'object' || !def.shape) return [];
  const properties = Object.entries(def.shape);
  const listShaped =
    properties.some(([name]) => ['items', 'totalItems', 'nextCursor'].includes(name)) ||
    properties.every(([name, property]) => isBookkeeping(name) || isArray(property));
  if (!listShaped) return [];
  return properties.filter(([name, property]) => name !== 'hydra:member' && isArrayOfObjects(property)).map(([name]) => name);
}

const isRoute = (value: unknown): value is RouteDefinition =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;

/** Every route of every `*_ROUTES` table the contract exports. */
function allRoutes(): Array<[string, RouteDefinition]> {
  const tables = new Map<string, unknown>(Object.entries(contract));
  for (const module of routeModules) for (const [name, value] of Object.entries(module)) tables.set(name, value);
  return [...tables]
    .filter(([name]) => name.endsWith('_ROUTES'))
    .flatMap(([table, routes]) =>
      Object.entries(routes as Record<string, unknown>)
        .filter((entry): entry is [string, RouteDefinition] => isRoute(entry[1]))
        .map(([name, route]): [string, RouteDefinition] => [`${table}.${name}`, route]),
    );
}

describe('every list of the route table is a hydra collection or a plain array (spec 7)', () => {
  const lists = allRoutes().filter(([, route]) => route.method === 'GET' && route.status === 200 && !route.download);

  it('finds the route tables', () => {
    expect(lists.length).toBeGreaterThan(50);
  });

  it('tells a list wrapper from a resource that embeds arrays', () => {
    const Row = z.object({ hash: z.string() });
    expect(listPropertiesOutsideHydra(z.object({ items: z.array(Row), totalItems: z.number() }))).toEqual(['items']);
    expect(listPropertiesOutsideHydra(z.object({ targets: z.array(Row), participants: z.array(Row) }))).toEqual([
      'targets',
      'participants',
    ]);
    expect(listPropertiesOutsideHydra(hydraCollectionSchema(Row).extend({ extra: z.array(Row) }))).toEqual(['extra']);
    expect(listPropertiesOutsideHydra(hydraCollectionSchema(Row).extend({ days: z.array(z.string()) }))).toEqual([]);
    expect(listPropertiesOutsideHydra(z.object({ hash: z.string(), lines: z.array(Row) }))).toEqual([]);
    expect(listPropertiesOutsideHydra(z.array(Row))).toEqual([]);
  });

  it('no GET answer wraps a list in anything but hydra:member', () => {
    const offenders = lists
      .map(([name, route]) => ({ name, path: route.path, properties: listPropertiesOutsideHydra(route.response) }))
      .filter((route) => route.properties.length > 0)
      .map((route) => `${route.name} ${route.path}: ${route.properties.join(', ')}`);
    expect(offenders).toEqual([]);
  });

  it('a hydra answer carries the total and the view beside the members', () => {
    for (const [name, route] of lists) {
      const def = defOf(unwrap(route.response));
      if (def.type !== 'object' || !def.shape || !('hydra:member' in def.shape)) continue;
      expect(Object.keys(def.shape), name).toEqual(expect.arrayContaining(['hydra:member', 'hydra:totalItems', 'hydra:view']));
    }
  });
});
