import { createRequire } from 'node:module';
import path from 'node:path';
import type * as esbuild from 'esbuild';

/**
 * React Router's package names only its development build (its issue #14102), whose warnings
 * are on (ENABLE_DEV_WARNINGS): a release would print them to users' consoles. Release builds
 * take the production build the package ships beside it, which differs in that flag alone.
 */
const REACT_ROUTER_BUILD = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
  'production',
);
export const reactRouterProduction: esbuild.Plugin = {
  name: 'react-router-production',
  setup(build) {
    build.onResolve({ filter: /^react-router(\/dom)?$/ }, (args) => ({
      path: path.join(
        REACT_ROUTER_BUILD,
        args.path === 'react-router' ? 'index.mjs' : 'dom-export.mjs',
      ),
    }));
  },
};
