import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Zod and the content schemas check the YAML at build time (scripts/build/content/), which writes plain data to
 * src/generated/: code the Worker or the browser runs takes the data from there and the fixed choices from
 * src/content/choices.ts. A type import of a schema is erased (verbatimModuleSyntax) and stays allowed.
 */
const buildOnly = [
  {
    group: ['zod', 'zod/*'],
    message: 'Zod is build-only: the Worker and the browser read the checked content from src/generated/.',
  },
  {
    group: ['date-holidays', 'date-holidays/*'],
    message:
      'date-holidays is build-only: scripts/build/content/holidays.ts writes the holidays into src/generated/site.ts.',
  },
  {
    group: ['**/content/schema', '**/content/schema/**'],
    allowTypeImports: true,
    message:
      'The content schemas are build-only (they load Zod): take values from src/generated/ or src/content/choices.ts; ' +
      'only `import type` may name the schema.',
  },
];

export default tseslint.config(
  { ignores: ['dist/', 'src/generated/', '.wrangler/', 'test-results/', 'playwright-report/', 'node_modules/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  { files: ['src/**/*.tsx', 'client/**/*.tsx'], ...reactHooks.configs.flat['recommended-latest'] },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // What the Worker and the browser run: all of src/ and client/ but the schemas themselves.
    files: ['src/**', 'client/**'],
    ignores: ['src/content/schema/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: buildOnly }] },
  },
  {
    // The stand-in drawings name what they draw: single letters only for coordinates and loop indices.
    files: ['scripts/media/**'],
    rules: { 'id-length': ['error', { min: 2, exceptions: ['x', 'y', 'i', 'j', '_'], properties: 'never' }] },
  },
  {
    // The UI parts show what they are given: the sections and pages read the content and hand it to them.
    files: ['src/components/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...buildOnly,
            {
              group: ['**/content/**', '**/site.config.ts', '**/generated/content.ts', '**/generated/site.ts'],
              message: 'A UI part takes what it shows as props; the section or page that uses it reads the content.',
            },
          ],
        },
      ],
    },
  },
);
