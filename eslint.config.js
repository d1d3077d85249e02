// ESLint: the recommended JavaScript and typescript-eslint rules (syntax-only, fast), with
// formatting left to Prettier (eslint-config-prettier) and one layout rule Prettier cannot
// enforce: no line over the configured width (long strings and comments included).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'bench/results/**', 'test/fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        URLSearchParams: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        setImmediate: 'readonly',
        clearImmediate: 'readonly',
        AbortController: 'readonly',
        AbortSignal: 'readonly',
        TextEncoder: 'readonly',
        TextDecoder: 'readonly',
        fetch: 'readonly',
        structuredClone: 'readonly',
        performance: 'readonly',
        queueMicrotask: 'readonly',
        globalThis: 'readonly',
        Response: 'readonly',
        Request: 'readonly',
        Headers: 'readonly',
        EventTarget: 'readonly',
        Event: 'readonly',
        document: 'readonly',
        window: 'readonly',
      },
    },
    rules: {
      'max-len': ['error', { code: 140, ignoreUrls: true, ignoreRegExpLiterals: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // The browser pages (bundled by scripts/build-pages.ts) run in the browser.
    files: ['src/web/**'],
    languageOptions: { globals: { ResizeObserver: 'readonly', HTMLElement: 'readonly' } },
  },
  {
    // Tests and benchmarks read JSON bodies of our own servers; typing every one of them would add noise, not safety.
    // Chai's property assertions (`.to.be.empty`) are expressions by design.
    files: ['test/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-unused-expressions': 'off' },
  },
);
