import path from 'node:path';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { reactRouterProduction } from './react-router-production.ts';

/** The React Router files a bundle of `source` is made of. */
async function reactRouterInputs(plugins: esbuild.Plugin[]): Promise<string[]> {
  const result = await esbuild.build({
    stdin: {
      contents: "export { useNavigate, RouterProvider } from 'react-router-dom';",
      resolveDir: path.join(import.meta.dirname, '..'),
    },
    bundle: true,
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
    external: ['react', 'react-dom'],
    plugins,
  });
  return Object.keys(result.metafile.inputs).filter((file) => file.includes('react-router/dist/'));
}

describe("release builds and React Router's builds", () => {
  it('should take the production build, whose development warnings are off', async () => {
    const inputs = await reactRouterInputs([reactRouterProduction]);
    expect(inputs.length).toBeGreaterThan(0);
    expect(inputs.filter((file) => !file.includes('/dist/production/'))).toEqual([]);
  });

  it('should be needed: without it, the package gives its development build', async () => {
    // The day this fails, React Router names its production build itself: drop the plugin.
    const inputs = await reactRouterInputs([]);
    expect(inputs.some((file) => file.includes('/dist/development/'))).toBe(true);
  });
});
