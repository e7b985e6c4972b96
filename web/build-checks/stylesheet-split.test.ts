import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  classWordsOf,
  laterRulesDrawnEarly,
  splitStylesheets,
  type ModuleGraph,
} from './stylesheet-split.ts';

type Edge = string | { lazy: string };
const graph = (edges: Record<string, Edge[]>): ModuleGraph =>
  Object.fromEntries(
    Object.entries(edges).map(([input, to]) => [
      input,
      {
        imports: to.map((edge) =>
          typeof edge === 'string'
            ? { path: edge, kind: 'import-statement' }
            : { path: edge.lazy, kind: 'dynamic-import' },
        ),
      },
    ]),
  );

// The shell imports its styles, then the screens; the first screen and another each import a
// shared component's, then their own.
const APP = graph({
  'src/main.tsx': ['src/base.css', 'src/screens.ts'],
  'src/screens.ts': [{ lazy: 'src/Other.tsx' }, { lazy: 'src/First.tsx' }],
  'src/Other.tsx': ['src/Table.tsx', 'src/other.css'],
  'src/First.tsx': ['src/Table.tsx', 'src/first.css'],
  'src/Table.tsx': ['src/table.css'],
});

describe('splitStylesheets', () => {
  it('ends the first sheet at the last stylesheet the first screen imports', () => {
    expect(splitStylesheets(APP, 'src/main.tsx', 'src/First.tsx')).toEqual({
      // other.css comes before first.css in import order, so it stays there: nothing moves.
      first: ['src/base.css', 'src/table.css', 'src/other.css', 'src/first.css'],
      later: [],
    });
  });

  it('orders a lazy chunk’s stylesheets after what loads before the app runs', () => {
    // The first screen's table draws a date picker of its own chunk, imported before its styles.
    const app = graph({
      'src/main.tsx': ['src/base.css', { lazy: 'src/First.tsx' }],
      'src/First.tsx': ['src/DateInput.tsx', 'src/first.css'],
      'src/DateInput.tsx': [{ lazy: 'src/Picker.tsx' }, 'src/date.css'],
      'src/Picker.tsx': [{ lazy: 'src/Calendar.tsx' }, 'src/picker.css'],
      'src/Calendar.tsx': ['src/calendar.css'],
    });
    expect(splitStylesheets(app, 'src/main.tsx', 'src/First.tsx')).toEqual({
      first: ['src/base.css', 'src/date.css', 'src/first.css'],
      later: ['src/picker.css', 'src/calendar.css'],
    });
  });

  it('leaves what comes after in the later sheet, in order', () => {
    expect(splitStylesheets(APP, 'src/main.tsx', 'src/Other.tsx')).toEqual({
      first: ['src/base.css', 'src/table.css', 'src/other.css'],
      later: ['src/first.css'],
    });
  });
});

describe('classWordsOf', () => {
  it('reads the words of strings and templates, and the prefixes classes are built from', () => {
    const found = classWordsOf(
      'const a = <b className="card card--wide" />; const c = `tone--${t} x`; // not-a-class',
      'a.tsx',
    );
    expect([...found.words]).toEqual(expect.arrayContaining(['card', 'card--wide', 'tone--']));
    expect(found.words.has('not-a-class')).toBe(false);
    expect(found.prefixes).toEqual(['tone--']);
  });
});

describe('laterRulesDrawnEarly', () => {
  let root = '';
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  const files = (contents: Record<string, string>) => {
    root = mkdtempSync(path.join(tmpdir(), 'stylesheet-split-'));
    for (const [file, text] of Object.entries(contents)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
  };

  const SPLIT = { first: ['src/base.css'], later: ['src/other.css'] };
  const SHELL = graph({
    'src/main.tsx': ['src/base.css', 'src/Header.tsx', { lazy: 'src/Other.tsx' }],
    'src/Header.tsx': [],
    'src/Other.tsx': ['src/other.css'],
  });

  it('finds a rule of the later sheet whose classes the shell draws', () => {
    files({
      'src/main.tsx': '',
      'src/Header.tsx': 'export const h = <b className="badge badge--on" />;',
      'src/Other.tsx': 'export const o = <i className="other" />;',
      'src/other.css':
        '.other .badge { color: red }\n.badge--on { color: blue }\n:is(.badge, .other) { x: y }\n',
    });
    const early = laterRulesDrawnEarly(SHELL, 'src/main.tsx', SPLIT, root);
    // Not `.other .badge`: nothing drawn early is `.other`. `:is()` needs neither class, so it
    // could style anything.
    expect(early.map(({ line, drawnBy }) => ({ line, drawnBy }))).toEqual([
      { line: 2, drawnBy: ['src/Header.tsx'] },
      { line: 3, drawnBy: [] },
    ]);
  });

  it('finds none when the later sheet styles only what waits for it', () => {
    files({
      'src/main.tsx': '',
      'src/Header.tsx': 'export const h = <b className="badge" />;',
      'src/Other.tsx': 'export const o = <i className="other" />;',
      'src/other.css': '.other { color: red }\nbody:has(.other) .badge { color: blue }\n',
    });
    expect(laterRulesDrawnEarly(SHELL, 'src/main.tsx', SPLIT, root)).toEqual([]);
  });
});
