import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';

const HREF = '/assets/app-later-TEST.css';

/** The module afresh: it loads the sheet once per page. */
async function freshModule() {
  vi.resetModules();
  return import('../later-stylesheet.ts');
}

describe('loadLaterStylesheet', () => {
  // The links it puts after the meta, kept out of the DOM: the test DOM loads no stylesheet
  // and would fail each at once; the tests say when one loads or fails.
  let placed: MockInstance<Element['after']>;
  const links = () => placed.mock.calls.map(([link]) => link as HTMLLinkElement);

  beforeEach(() => {
    document.head.innerHTML = `<meta name="stylesheet:later" content="${HREF}" />`;
    const meta = document.querySelector('meta');
    if (!meta) throw new Error('no meta');
    placed = vi.spyOn(meta, 'after').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
  });

  it('links the sheet after its meta, once, and resolves when it has loaded', async () => {
    const { loadLaterStylesheet } = await freshModule();
    let loaded = false;
    void loadLaterStylesheet().then(() => {
      loaded = true;
    });
    void loadLaterStylesheet();
    expect(links()).toHaveLength(1);
    expect(links()[0]?.rel).toBe('stylesheet');
    expect(links()[0]?.getAttribute('href')).toBe(HREF);
    await Promise.resolve();
    expect(loaded).toBe(false);
    links()[0]?.dispatchEvent(new Event('load'));
    await vi.waitFor(() => {
      expect(loaded).toBe(true);
    });
  });

  it('tries a failed load again, and resolves only when one succeeds', async () => {
    vi.useFakeTimers();
    const { loadLaterStylesheet } = await freshModule();
    let loaded = false;
    void loadLaterStylesheet().then(() => {
      loaded = true;
    });
    const remove = vi.spyOn(links()[0] as HTMLLinkElement, 'remove');
    links()[0]?.dispatchEvent(new Event('error'));
    expect(remove).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(999);
    expect(links()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(links()).toHaveLength(2);
    expect(loaded).toBe(false);
    links()[1]?.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(0);
    expect(loaded).toBe(true);
  });

  it('resolves at once on a page with one sheet', async () => {
    document.head.innerHTML = '';
    const { loadLaterStylesheet } = await freshModule();
    await expect(loadLaterStylesheet()).resolves.toBeUndefined();
    expect(links()).toHaveLength(0);
  });

  it('holds back a module that imports it until the sheet has loaded', async () => {
    vi.resetModules();
    let ran = false;
    const waiting = import('../wait-for-later-stylesheet.ts').then(() => {
      ran = true;
    });
    await vi.waitFor(() => {
      expect(links()).toHaveLength(1);
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(ran).toBe(false);
    links()[0]?.dispatchEvent(new Event('load'));
    await waiting;
    expect(ran).toBe(true);
  });
});
