/**
 * The styles of every screen but the first. The build splits the app's stylesheet in two
 * (web/build-checks/stylesheet-split.ts): index.html links the first, and names the rest after it
 * as `<meta name="stylesheet:later">`. Its link goes right after that meta, so the two sheets keep
 * the single sheet's order and cascade. Loaded once a screen has drawn and the page is idle, or
 * at once by the first module that needs it (wait-for-later-stylesheet.ts).
 */

// A failed load is tried again, later and later: the screens waiting for it wait, never break.
const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000];

let loaded: Promise<void> | undefined;

/** Resolves once the later sheet applies; at once where there is none (a watch build, tests). */
export function loadLaterStylesheet(): Promise<void> {
  loaded ??= load();
  return loaded;
}

function load(): Promise<void> {
  const named = document.querySelector<HTMLMetaElement>('meta[name="stylesheet:later"]');
  if (!named) return Promise.resolve();
  return new Promise((resolve) => {
    const attempt = (failures: number): void => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = named.content;
      link.addEventListener('load', () => {
        resolve();
      });
      link.addEventListener('error', () => {
        link.remove();
        const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)];
        window.setTimeout(() => {
          attempt(failures + 1);
        }, delay);
      });
      named.after(link);
    };
    attempt(0);
  });
}
