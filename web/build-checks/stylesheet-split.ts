/**
 * The app's styles in two sheets (web/build.ts): the first, linked in index.html, holds what the
 * shell and the first screen import; the later one is loaded after the first screen has drawn.
 *
 * The cascade stays the single sheet's by construction: the first sheet is the shortest prefix of
 * the import order that holds every stylesheet the first screen imports, and the later sheet is
 * linked right after it, so no rule moves relative to another. What the split can break is a
 * class drawn before the later sheet has loaded but styled only there (a module using a class of a
 * stylesheet it does not import); `laterRulesDrawnEarly` finds those for the build to refuse.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { transform, type Selector, type SelectorComponent } from 'lightningcss';
import ts from 'typescript';

/** The part of esbuild's metafile this check reads. */
export interface ModuleGraph {
  readonly [input: string]: {
    readonly imports: readonly { path: string; kind: string; external?: boolean }[];
  };
}

export interface StylesheetSplit {
  /** Linked in index.html, in import order. */
  readonly first: readonly string[];
  /** Loaded after the first screen, in import order: the rest of the single sheet. */
  readonly later: readonly string[];
}

const isStylesheet = (input: string) => input.endsWith('.css');

/**
 * Every stylesheet the app imports, shell and lazy screens alike, in the order the app meets
 * them: what the entry loads before it runs first, depth first (so tokens and base rules lead),
 * then each lazy chunk's in the order their imports are found, as a chunk's styles would come
 * after the code that imports it. A lazy part's stylesheet (a date picker's, the toasts') then
 * follows the shell's and the first screen's instead of sitting among them.
 */
export function stylesheetsInOrder(graph: ModuleGraph, entry: string): string[] {
  const seen = new Set<string>();
  const sheets: string[] = [];
  const lazy: string[] = [];
  const visit = (input: string): void => {
    if (seen.has(input)) return;
    seen.add(input);
    if (isStylesheet(input)) sheets.push(input);
    for (const imp of graph[input]?.imports ?? []) {
      if (imp.external) continue;
      if (imp.kind === 'dynamic-import') lazy.push(imp.path);
      else visit(imp.path);
    }
  };
  visit(entry);
  // The queue grows as chunks are visited: their own lazy imports come after them.
  for (let next = 0; next < lazy.length; next += 1) visit(lazy[next]!);
  return sheets;
}

/** The modules `starts` load before they run: themselves and their static imports. */
export function staticImports(graph: ModuleGraph, starts: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (input: string): void => {
    if (seen.has(input)) return;
    seen.add(input);
    for (const imp of graph[input]?.imports ?? []) {
      if (!imp.external && imp.kind !== 'dynamic-import') visit(imp.path);
    }
  };
  for (const start of starts) visit(start);
  return seen;
}

/** The first sheet up to the last stylesheet the entry or the first screen imports statically. */
export function splitStylesheets(
  graph: ModuleGraph,
  entry: string,
  firstScreen: string,
): StylesheetSplit {
  const order = stylesheetsInOrder(graph, entry);
  const drawnFirst = staticImports(graph, [entry, firstScreen]);
  const end = order.findLastIndex((sheet) => drawnFirst.has(sheet)) + 1;
  return { first: order.slice(0, end), later: order.slice(end) };
}

/**
 * Modules that can draw before the later sheet has loaded: the entry's, and those of every lazy
 * chunk that imports none of its stylesheets (a chunk that does waits for the sheet).
 */
export function modulesDrawnEarly(
  graph: ModuleGraph,
  entry: string,
  later: ReadonlySet<string>,
): Set<string> {
  const early = staticImports(graph, [entry]);
  const lazy = new Set(
    Object.values(graph).flatMap((module) =>
      module.imports.filter((imp) => imp.kind === 'dynamic-import' && !imp.external),
    ),
  );
  for (const { path: start } of lazy) {
    const chunk = staticImports(graph, [start]);
    if (![...chunk].some((input) => later.has(input))) for (const input of chunk) early.add(input);
  }
  return early;
}

/**
 * The words of a module's string literals: the class names it can set. A word ending in `-` or
 * `_` (`'case-badge--' + kind`, `` `cal-kind--${kind}` ``) stands for every class it begins.
 */
export function classWordsOf(
  source: string,
  fileName: string,
): { words: Set<string>; prefixes: string[] } {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  const words = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      for (const word of node.text.split(/\s+/)) if (word) words.add(word);
    }
    node.forEachChild(visit);
  };
  visit(file);
  const prefixes = [...words].filter((word) => word.length > 2 && /[-_]$/.test(word));
  return { words, prefixes };
}

/**
 * The classes an element must carry for a selector to match it: those of its compounds and of
 * `:has()`, not those of alternatives (`:is()`, `:where()`) or exclusions (`:not()`), so a rule
 * is never thought out of reach when it is not.
 */
function requiredClasses(selector: Selector): string[] {
  return selector.flatMap((component: SelectorComponent) => {
    if (component.type === 'class') return [component.name];
    if (component.type === 'pseudo-class' && component.kind === 'has') {
      const inner = component.selectors;
      return inner.length === 1 && inner[0] ? requiredClasses(inner[0]) : [];
    }
    return [];
  });
}

export interface EarlyRule {
  sheet: string;
  /** The rule's line in its sheet. */
  line: number;
  /** Where each class the rule needs is set. */
  drawnBy: string[];
}

// Our own modules, and those that draw (React components): a lazy chunk that only writes a file
// (a CSV, an ICS) imports helpers that name classes without drawing them.
const OUR_MODULES = /^src\/.*\.tsx?$/;
const OUR_COMPONENTS = /^src\/.*\.tsx$/;

/**
 * Rules of the later sheet that could style something drawn before it loads: every class the
 * rule needs is set by our components drawn early or the modules they import (libraries' markup
 * is styled by their own sheets, or under our classes). A rule that needs no class at all could
 * style anything, so it counts too.
 */
export function laterRulesDrawnEarly(
  graph: ModuleGraph,
  entry: string,
  split: StylesheetSplit,
  root: string,
): EarlyRule[] {
  const later = new Set(split.later);
  const setBy = new Map<string, string>();
  const prefixes: [string, string][] = [];
  const components = [...modulesDrawnEarly(graph, entry, later)].filter((input) =>
    OUR_COMPONENTS.test(input),
  );
  for (const input of staticImports(graph, components)) {
    if (!OUR_MODULES.test(input)) continue;
    const found = classWordsOf(readFileSync(path.join(root, input), 'utf8'), input);
    for (const word of found.words) if (!setBy.has(word)) setBy.set(word, input);
    for (const prefix of found.prefixes) prefixes.push([prefix, input]);
  }
  const drawnBy = (name: string) =>
    setBy.get(name) ?? prefixes.find(([prefix]) => name.startsWith(prefix))?.[1];

  const early: EarlyRule[] = [];
  for (const sheet of split.later) {
    transform({
      filename: sheet,
      code: readFileSync(path.join(root, sheet)),
      visitor: {
        Rule: {
          style(rule) {
            for (const selector of rule.value.selectors) {
              const classes = requiredClasses(selector);
              const where = classes.map(drawnBy);
              if (where.every((by) => by !== undefined)) {
                // lightningcss counts lines from 0.
                early.push({ sheet, line: rule.value.loc.line + 1, drawnBy: where });
              }
            }
            return undefined;
          },
        },
      },
    });
  }
  return early;
}
