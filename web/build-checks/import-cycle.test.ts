import { describe, expect, it } from 'vitest';
import { findImportCycle, type ImportGraph } from './import-cycle.ts';

const graph = (edges: Record<string, string[]>): ImportGraph =>
  Object.fromEntries(
    Object.entries(edges).map(([input, to]) => [input, { imports: to.map((path) => ({ path })) }]),
  );

describe('findImportCycle', () => {
  it('finds none in a tree with shared leaves', () => {
    const g = graph({
      'src/a.ts': ['src/b.ts', 'src/c.ts'],
      'src/b.ts': ['src/c.ts'],
      'src/c.ts': [],
    });
    expect(findImportCycle(g, 'src/')).toBeUndefined();
  });

  it('reports a cycle as the path that closes it', () => {
    const g = graph({
      'src/main.ts': ['src/a.ts'],
      'src/a.ts': ['src/b.ts'],
      'src/b.ts': ['src/c.ts'],
      'src/c.ts': ['src/a.ts'],
    });
    expect(findImportCycle(g, 'src/')).toEqual(['src/a.ts', 'src/b.ts', 'src/c.ts', 'src/a.ts']);
  });

  it('finds a module that imports itself', () => {
    expect(findImportCycle(graph({ 'src/a.ts': ['src/a.ts'] }), 'src/')).toEqual([
      'src/a.ts',
      'src/a.ts',
    ]);
  });

  it('ignores cycles outside the folder it checks, and external imports', () => {
    const g: ImportGraph = {
      'src/a.ts': {
        imports: [{ path: 'node_modules/x/index.js' }, { path: 'react', external: true }],
      },
      'node_modules/x/index.js': { imports: [{ path: 'node_modules/x/util.js' }] },
      'node_modules/x/util.js': { imports: [{ path: 'node_modules/x/index.js' }] },
    };
    expect(findImportCycle(g, 'src/')).toBeUndefined();
  });
});
