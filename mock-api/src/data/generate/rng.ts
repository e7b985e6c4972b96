/**
 * The seeded random source of the generator. Bulk data (a million trades) is drawn from this
 * small, fast generator; faker, seeded from the same seed, supplies names and text.
 */
import { Faker, base, en } from '@faker-js/faker';

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Standard normal (Box-Muller; each draw yields two, the second kept for the next call). */
  normal(): number;
  /** Several distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** An independent stream for one part of the data, so parts do not shift each other. */
  fork(label: string): Rng;
}

function hash(seed: number, label: string): number {
  let h = seed ^ 0x9e3779b9;
  for (let i = 0; i < label.length; i += 1) h = Math.imul(h ^ label.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** mulberry32: 32-bit state, good enough statistics for test data, very fast. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  let spare: number | null = null;
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    normal: () => {
      if (spare !== null) {
        const value = spare;
        spare = null;
        return value;
      }
      const radius = Math.sqrt(-2 * Math.log(1 - next()));
      const angle = 2 * Math.PI * next();
      spare = radius * Math.sin(angle);
      return radius * Math.cos(angle);
    },
    sample: (items, count) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, count);
    },
    fork: (label) => createRng(hash(seed, label)),
  };
  return rng;
}

export function createFaker(seed: number, label: string): Faker {
  return new Faker({ locale: [en, base], seed: hash(seed, label) });
}
