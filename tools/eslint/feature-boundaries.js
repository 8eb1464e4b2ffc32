import { dirname, relative, resolve, sep } from 'node:path';

/**
 * Vertical slices (docs/architecture.md, principle 1): a file under `<root>/features/<name>/`
 * may import shared code and its own feature, never another feature. Routes and the app compose
 * features; features do not reach into each other. The web's `app/` and the API's `app.ts` are
 * the composition roots and are not checked.
 */
const FEATURE_ROOTS = ['apps/api/src/features', 'apps/web/src/features'];

function featureOf(file, cwd) {
  const path = relative(cwd, file).split(sep).join('/');
  for (const root of FEATURE_ROOTS) {
    if (!path.startsWith(`${root}/`)) continue;
    const parts = path.slice(root.length + 1).split('/');
    // Files right under the root (the list of features, their interfaces) compose; they are no feature.
    return parts.length > 1 ? { root, name: parts[0] } : null;
  }
  return null;
}

export const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature must not import another feature' },
    messages: {
      crossFeature:
        'Feature "{{from}}" imports feature "{{to}}": move the shared part to lib/ or components/, or compose both in a route module.',
    },
    schema: [],
  },
  create(context) {
    const cwd = context.cwd;
    const file = context.filename;
    const own = featureOf(file, cwd);
    if (!own) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = featureOf(resolve(dirname(file), source), cwd);
      if (target && target.root === own.root && target.name !== own.name) {
        context.report({ node, messageId: 'crossFeature', data: { from: own.name, to: target.name } });
      }
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
