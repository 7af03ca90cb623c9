import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    // The UI parts show what they are given: the sections and pages read the content and hand it to them.
    files: ['src/components/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
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
