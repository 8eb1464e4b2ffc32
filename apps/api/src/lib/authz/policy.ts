import { errors, type AppError } from '../errors';
import { holds, type Actor } from './actor';
import type { Capability } from './roles';

/**
 * A club-level rule: may the actor do this in the club at hand (or platform-wide, on routes
 * without a club)? Routes declare these actions (`access: 'teams.manage'`) and the access plugin
 * judges them before the handler; they see no object.
 */
export type ClubRule = (actor: Actor) => boolean;
export type ClubRules = Readonly<Record<string, ClubRule>>;

/**
 * A rule on one object (a thread, a calendar…), called by the service once it loaded it. `refuse`
 * says how a refusal reads: 'notFound' when the actor must not even learn that the object
 * exists (someone else's thread), 'forbidden' when they may see it but not do this to it.
 */
export type ObjectRule<O> = { allows: (actor: Actor, object: O) => boolean; refuse: 'notFound' | 'forbidden' | (() => AppError) };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each rule names its own object type
type AnyObjectRule = ObjectRule<any>;
type ObjectOf<R> = R extends ObjectRule<infer O> ? O : never;

/** What an area's policy offers its services: `can` answers, `authorize` throws the rule's refusal. */
export type Policy<C extends ClubRules, O extends Record<string, AnyObjectRule>> = {
  /** The club-level rules, collected into the access plugin under the area's prefix. */
  rules: C;
  objectRules: O;
  can<A extends keyof C | keyof O>(actor: Actor, action: A, ...object: A extends keyof O ? [ObjectOf<O[A]>] : []): boolean;
  authorize<A extends keyof C | keyof O>(actor: Actor, action: A, ...object: A extends keyof O ? [ObjectOf<O[A]>] : []): void;
};

/**
 * An area's policy (`<area>.policy.ts`): its club-level rules and its object rules, one line
 * per action, and the `can`/`authorize` its services call. A club-level refusal is 403.
 */
export function definePolicy<const C extends ClubRules, const O extends Record<string, AnyObjectRule> = Record<never, never>>(
  rules: C,
  objectRules: O = {} as O,
): Policy<C, O> {
  const can = (actor: Actor, action: keyof C | keyof O, ...object: unknown[]): boolean => {
    const objectRule = objectRules[action as keyof O];
    if (objectRule) return objectRule.allows(actor, object[0]);
    return rules[action as keyof C]!(actor);
  };
  return {
    rules,
    objectRules,
    can,
    authorize(actor, action, ...object) {
      if (can(actor, action, ...object)) return;
      const refuse = objectRules[action as keyof O]?.refuse ?? 'forbidden';
      if (refuse === 'notFound') throw errors.notFound();
      if (refuse === 'forbidden') throw errors.forbidden();
      throw refuse();
    },
  };
}

/**
 * The actions `actor` may perform, by their full names (`teams.manage`), sorted: what GET
 * /api/profile tells the web so it shows menus and buttons from rights, not role names.
 */
export const allowedActions = (rules: ClubRules, actor: Actor): string[] =>
  Object.keys(rules)
    .filter((action) => rules[action]!(actor))
    .sort();

/** The rule "holds this capability" (lib/authz/roles): most actions are one capability. */
export const needs =
  (capability: Capability): ClubRule =>
  (actor) =>
    holds(actor, capability);
