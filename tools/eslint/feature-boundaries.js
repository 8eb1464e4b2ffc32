import { dirname, relative, resolve, sep } from 'node:path';

/**
 * Vertical slices (docs/architecture.md, principle 1). A file under `<root>/features/<name>/` may
 * import shared code and its own feature; from another feature only types, and only from that
 * feature's entry (`<other>/index.ts`): values cross through `ctx.use('<feature>')`. Files right
 * under a features root (the list of features, their interfaces) compose them and are no feature.
 * The API's shared layers (`lib`, `plugins`, `db`) import no feature at all: features plug into
 * them, never the other way round. The web's `app/` and the API's `app.ts`/`server.ts`/`demo/`
 * are composition roots and are not checked.
 */
const FEATURE_ROOTS = ['apps/api/src/features', 'apps/web/src/features'];
const API_FEATURES = 'apps/api/src/features';
const SHARED_LAYERS = ['apps/api/src/lib', 'apps/api/src/plugins', 'apps/api/src/db'];

/** A file right under a features root (`index.ts`, `interfaces.ts`; or imported without extension). */
const COMPOSITION_FILE = /^(index|interfaces)(\.tsx?)?$|\.[jt]sx?$/;

const pathOf = (file, cwd) => relative(cwd, file).split(sep).join('/');

function featureOf(path) {
  for (const root of FEATURE_ROOTS) {
    if (!path.startsWith(`${root}/`)) continue;
    const parts = path.slice(root.length + 1).split('/');
    if (parts.length === 1 && COMPOSITION_FILE.test(parts[0])) return null;
    return { root, name: parts[0], rest: parts.slice(1).join('/') };
  }
  return null;
}

const sharedLayerOf = (path) => SHARED_LAYERS.find((layer) => path.startsWith(`${layer}/`));

/** The import names a feature's entry: `../teams`, `../teams/index`, `../teams/index.ts`. */
const isEntry = (target) => target.rest === '' || /^index(\.tsx?|\.js)?$/.test(target.rest);

/** `import type {…}`, `export type {…}`, or an import whose every name is `type`. */
function typeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const names = node.specifiers ?? [];
  return names.length > 0 && names.every((name) => name.importKind === 'type' || name.exportKind === 'type');
}

export const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: "A feature imports only types from another feature's entry; lib, plugins and db import no feature" },
    messages: {
      crossFeature:
        'Feature "{{from}}" imports feature "{{to}}" ({{what}}): only `import type` from its entry (../{{to}}/index.ts) is allowed; reach its values through ctx.use(\'{{to}}\').',
      sharedImportsFeature:
        '"{{layer}}" imports feature "{{to}}": shared layers import no feature; let the feature plug in through its entry.',
    },
    schema: [],
  },
  create(context) {
    const cwd = context.cwd;
    const file = context.filename;
    const ownPath = pathOf(file, cwd);
    const own = featureOf(ownPath);
    const layer = sharedLayerOf(ownPath);
    if (!own && !layer) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const targetPath = pathOf(resolve(dirname(file), source), cwd);
      if (layer) {
        if (targetPath === API_FEATURES || targetPath.startsWith(`${API_FEATURES}/`)) {
          const to = targetPath.slice(API_FEATURES.length + 1).split('/')[0] || 'index';
          context.report({ node, messageId: 'sharedImportsFeature', data: { layer: layer.split('/').pop(), to } });
        }
        return;
      }
      const target = featureOf(targetPath);
      if (!target || target.root !== own.root || target.name === own.name) return;
      if (isEntry(target) && typeOnly(node)) return;
      const what = isEntry(target) ? 'a value from its entry' : `its internals: ${target.rest}`;
      context.report({ node, messageId: 'crossFeature', data: { from: own.name, to: target.name, what } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export const tribunaPlugin = { rules: { 'no-cross-feature-imports': noCrossFeatureImports } };
