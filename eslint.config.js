import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const webSrc = path.join(import.meta.dirname, 'web', 'src');

/**
 * Which layer of the web app a file belongs to: `app` (routes, router, providers), one
 * feature (`features/<name>`), or shared code (`components`, `lib`, `config`, `locales`).
 * Files directly in `web/src` (the entry point) and files outside it belong to none.
 */
function webLayer(file) {
  const parts = path.relative(webSrc, file).split(path.sep);
  if (parts[0] === '..' || path.isAbsolute(parts[0]) || parts.length < 2) return null;
  if (parts[0] === 'features') return { kind: 'feature', name: parts[1] };
  if (parts[0] === 'app') return { kind: 'app', name: 'app' };
  return { kind: 'shared', name: parts[0] };
}

/**
 * Imports flow shared → features → app, never across features (bulletproof-react's rule).
 * A rule of our own rather than `no-restricted-imports` patterns: the web app imports by
 * relative path, and only the resolved path says which folder an import lands in.
 */
const layerBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports flow shared → features → app, never across features' },
    schema: [],
    messages: {
      acrossFeatures:
        'features/{{from}} may not import from features/{{to}}: move what both need to components/ui or lib, or compose them in app/.',
      sharedIntoFeature: '{{from}}/ is shared code and may not import from features/{{to}}.',
      intoApp: 'Only app/ may import from app/ ({{from}} imports {{source}}).',
    },
  },
  create(context) {
    const from = webLayer(context.filename);
    if (!from || from.kind === 'app') return {};
    const check = (node) => {
      const source = node.source?.type === 'Literal' ? node.source.value : null;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = webLayer(path.resolve(path.dirname(context.filename), source));
      if (!to) return;
      const data = { from: from.name, to: to.name, source };
      if (to.kind === 'app') context.report({ node, messageId: 'intoApp', data });
      else if (to.kind === 'feature' && from.kind === 'shared')
        context.report({ node, messageId: 'sharedIntoFeature', data });
      else if (to.kind === 'feature' && to.name !== from.name)
        context.report({ node, messageId: 'acrossFeatures', data });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', 'web/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: {
      'react-hooks': reactHooks,
      courtside: { rules: { 'layer-boundaries': layerBoundaries } },
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'courtside/layer-boundaries': 'error',
    },
  },
);
