import type { UiLocale } from '@tribuna/contract';

/** Values a template fills in (links, codes, names); always strings so they store as JSON. */
export type TemplateData = Record<string, string>;

/**
 * A notification text in every interface language. `subject` is used by email only; SMS and
 * WhatsApp send `text` alone, so keep `text` self-contained.
 */
export type Template = {
  name: string;
  subject: (locale: UiLocale, data: TemplateData) => string;
  text: (locale: UiLocale, data: TemplateData) => string;
  /**
   * Data keys that are secrets (codes, link tokens). Once a message is delivered the worker
   * re-renders its stored text with these masked, so the outbox keeps no live secret.
   */
  secretKeys?: readonly string[];
};

/** Identity helper that keeps the template's literal name for the registry's key type. */
export function defineTemplate<const N extends string>(template: Template & { name: N }): Template & { name: N } {
  return template;
}

/** Reads a value a template needs; a missing one is a programming error, caught by tests. */
export function need(data: TemplateData, key: string): string {
  const value = data[key];
  if (value === undefined) throw new Error(`Template data is missing "${key}"`);
  return value;
}
