import type { Template } from './define-template';

/**
 * The names of every template a feature declares, as keys. Empty here: each feature adds its
 * names by module augmentation beside its list (`features/<f>/templates/<f>-templates.ts`), so
 * lib never imports a feature and `enqueue` still accepts only declared names.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface OutboxTemplateNames {}

export type TemplateName = keyof OutboxTemplateNames & string;

/** The names of a list of templates as an object type, for a feature's augmentation. */
export type TemplatesNamed<T extends readonly Template[]> = { [K in T[number]['name']]: true };

let installed: ReadonlyMap<string, Template> = new Map();

/**
 * Installs the templates the features declare (the app does it at start, from FEATURES), for
 * enqueue to render and the worker to mask secrets. Two templates with one name are refused:
 * the name is what the outbox stores.
 */
export function installTemplates(templates: readonly Template[]): void {
  const byName = new Map<string, Template>();
  for (const template of templates) {
    const other = byName.get(template.name);
    if (other && other !== template) throw new Error(`Two outbox templates are named "${template.name}"`);
    byName.set(template.name, template);
  }
  installed = byName;
}

/** The installed template of that name; undefined when no feature declares it. */
export function templateNamed(name: string): Template | undefined {
  return installed.get(name);
}
