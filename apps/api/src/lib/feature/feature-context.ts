import { UnitOfWork } from '../data/unit-of-work';
import type { Feature, FeatureContext, FeatureInterfaces } from './feature';

type Shared = Omit<FeatureContext, 'units' | 'use' | 'paymentPurposes'>;

/**
 * Builds the context every feature gets. `use(name)` builds a feature's public interface on first
 * call and keeps it, so features may ask for each other in any order; a cycle (a interface that
 * needs itself while it is being built) fails loudly instead of returning half an object.
 */
export function createFeatureContext(shared: Shared, features: readonly Feature[]): FeatureContext {
  const built = new Map<string, unknown>();
  const building = new Set<string>();
  const ctx: FeatureContext = {
    ...shared,
    paymentPurposes: features.flatMap((feature) =>
      feature.paymentPurposes ? [{ feature: feature.name, purposes: feature.paymentPurposes }] : [],
    ),
    units: (bind) => new UnitOfWork(shared.db, shared.changes, bind),
    use<K extends keyof FeatureInterfaces>(name: K): FeatureInterfaces[K] {
      const key = name as string;
      if (built.has(key)) return built.get(key) as FeatureInterfaces[K];
      const feature = features.find((candidate) => candidate.name === key);
      if (!feature?.provides) throw new Error(`feature "${key}" provides no public interface`);
      if (building.has(key)) throw new Error(`feature "${key}" needs its own interface while building it`);
      building.add(key);
      try {
        const provided = feature.provides(ctx);
        built.set(key, provided);
        return provided as FeatureInterfaces[K];
      } finally {
        building.delete(key);
      }
    },
  };
  return ctx;
}

/** Every feature's access rules, named `<feature>.<action>`. */
export function collectRules(features: readonly Feature[]) {
  const rules: Record<string, NonNullable<Feature['rules']>[string]> = {};
  for (const feature of features) {
    for (const [action, rule] of Object.entries(feature.rules ?? {})) rules[`${feature.name}.${action}`] = rule;
  }
  return rules;
}

/** Refuses two features with one name (their rules and interfaces would overwrite each other). */
export function assertUniqueNames(features: readonly Feature[]): void {
  const seen = new Set<string>();
  for (const { name } of features) {
    if (seen.has(name)) throw new Error(`two features are named "${name}"`);
    seen.add(name);
  }
}
