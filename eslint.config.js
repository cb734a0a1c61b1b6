// ESLint for the whole repository (`npm run lint` runs it after Prettier's check, then tsc).
// Formatting is Prettier's alone (eslint-config-prettier last); the rules here are about code.
import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import boundaries from './eslint/boundaries.js'

export default tseslint.config(
  { ignores: ['**/node_modules/', '**/dist/', '**/.data/', '**/test-results/', '**/playwright-report/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { local: boundaries },
    rules: {
      'local/import-boundaries': 'error',
      // `_`-prefixed names are deliberately unused (a rest sibling dropped, an argument kept for its position)
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // A timer assigned after the closure that reads it is created stays `let`
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // Control characters are matched on purpose: unstorable text and file names are refused or cleaned
      'no-control-regex': 'off',
      'max-lines': ['warn', { max: 400, skipBlankLines: true, skipComments: true }],
    },
  },
  // Type-aware: a promise passed where a void callback is expected (`onClick={save}`, a listener)
  // loses its rejection; say `() => void save()` where dropping it is meant. Each file's types come
  // from its package's tsconfig.json (the project service; contract/ has its own for that).
  {
    files: ['{api,web,e2e,contract}/**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: { '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: true }] },
  },
  // Tests read JSON answers field by field
  {
    files: ['**/*.test.ts', 'api/test/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The classic rules; the React Compiler's rules (recommended-latest) assume the compiler, which we do not use
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // The web app ships without zod: only `@citizen/contract/web` (types may come from anywhere)
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@citizen/contract',
              message: 'Import @citizen/contract/web (the root pulls in zod).',
              allowTypeImports: true,
            },
            { name: 'zod', message: 'The web app does not ship zod.', allowTypeImports: true },
          ],
        },
      ],
    },
  },
  { files: ['web/src/**/*.{ts,tsx}'], ...jsxA11y.flatConfigs.recommended },
  // Dictionaries and generated files are long by nature
  {
    files: [
      'web/src/i18n/{fi,sv,en}.ts',
      'web/src/features/*/i18n/*.ts',
      'contract/src/texts/*.ts',
      '**/*.generated.ts',
      // Demo and scale data for development, long by nature like the dictionaries
      'api/src/dev/demo-units.ts',
      'api/src/dev/scale-data.ts',
    ],
    rules: { 'max-lines': 'off' },
  },
  prettier,
)
