// @ts-check
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { backendLayerBlocks } from './scripts/lint/backend-layers.ts';
import { declaredImports } from './scripts/lint/declared-imports.ts';
import { typeErrors } from './scripts/lint/type-errors.ts';

const FEATURES = 'web/src/features';
const features = readdirSync(path.join(import.meta.dirname, FEATURES), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Flat config replaces a rule's options per block, so every block repeats the patterns it keeps.
const byPackageName = {
  regex: '^(\\.\\./)+(core|gateway|web|mock-api|idp|tests)/',
  message: 'Import the workspace package by name, not by path.',
};
// Node loads date-fns's index (hundreds of modules, each checked against a 200 KB exports map)
// in over a CPU-second: every Node process and test file that reached it paid that.
const dateFnsByFunction = {
  regex: '^date-fns$',
  message: "Import date-fns by function ('date-fns/format'), not from its index.",
};
const notFromApp = {
  regex: '^(\\.\\./)+app/',
  message: 'Features must not depend on the app layer.',
};
const ENTITIES = 'web/src/entities';
const entities = readdirSync(path.join(import.meta.dirname, ENTITIES), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * One block per feature, read at each run: a feature may import only from itself (and
 * entities, components, lib). The build refuses import cycles (web/build-checks), which needs the
 * resolved graph this rule does not have.
 */
const featureBlocks = features.map((name) => ({
  files: [`${FEATURES}/${name}/**`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          byPackageName,
          dateFnsByFunction,
          notFromApp,
          {
            regex: `^(\\.\\./)+(features/)?(${features.filter((other) => other !== name).join('|')})(/|$)`,
            message:
              'Features never import each other: move what both need to entities, components or lib.',
          },
        ],
      },
    ],
  },
}));

/**
 * One block per entity (what one resource looks like wherever it appears: its columns,
 * formatters, pickers, panels). An entity imports only itself, components and lib: never a
 * feature, the app or another entity, so any feature can take any entity without dragging
 * others along. What two entities both need (a money cell, a two-line cell) moves down to
 * components or lib.
 */
const entityBlocks = entities.map((name) => ({
  files: [`${ENTITIES}/${name}/**`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          byPackageName,
          dateFnsByFunction,
          {
            regex: '^(\\.\\./)+(app|features)/',
            message: 'Entities sit below the app and features: never import them.',
          },
          {
            regex: `^(\\.\\./)+(entities/)?(${entities.filter((other) => other !== name).join('|')})(/|$)`,
            message: 'Entities never import each other: move what both need to components or lib.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      'test-artifacts/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // Three programs, as `npm run typecheck` has them: the Node workspaces share core's
        // sources, read once instead of once per workspace (projectService's nearest tsconfig).
        project: ['./tsconfig.node.json', './web/tsconfig.json', './tests/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Workspaces talk through package names, never into each other's source.
      'no-restricted-imports': [
        'error',
        {
          patterns: [byPackageName, dateFnsByFunction],
        },
      ],
    },
  },
  // Web layering: app → features → entities → components and lib, never back up.
  {
    files: ['web/src/components/**', 'web/src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            byPackageName,
            dateFnsByFunction,
            {
              regex: '/(app|features|entities)/',
              message: 'Shared code must not depend on app, features or entities.',
            },
          ],
        },
      ],
    },
  },
  ...featureBlocks,
  ...entityBlocks,
  // Backend layering: http → features → query and domain → store; data generation beside.
  ...backendLayerBlocks(import.meta.dirname, [byPackageName]),
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Each workspace imports only the workspace packages its package.json declares, with no cycle;
  // and the compiler's errors, from the typed rules' programs (npm test's only type-check).
  {
    plugins: {
      backoffice: { rules: { 'declared-imports': declaredImports, 'type-errors': typeErrors } },
    },
    rules: { 'backoffice/declared-imports': 'error', 'backoffice/type-errors': 'error' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/__tests__/**', '**/*.test.ts', '**/*.test.tsx', 'tests/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  prettier,
);
