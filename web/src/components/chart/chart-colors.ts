/** The chart colours are design tokens; SVG attributes get their values, read once. */
const TOKENS = {
  series: [
    '--color-chart-1',
    '--color-chart-2',
    '--color-chart-3',
    '--color-chart-4',
    '--color-chart-5',
  ],
  band: '--color-chart-band',
  marker: '--color-chart-marker',
  grid: '--color-chart-grid',
  text: '--color-text-muted',
  surface: '--color-surface',
} as const;

export interface ChartColors {
  series: string[];
  band: string;
  marker: string;
  grid: string;
  text: string;
  /** The card's background: a ring around a dot keeps it apart from the line under it. */
  surface: string;
}

let cached: ChartColors | null = null;

export function chartColors(): ChartColors {
  if (cached) return cached;
  const style = getComputedStyle(document.documentElement);
  const read = (name: string) => style.getPropertyValue(name).trim() || `var(${name})`;
  cached = {
    series: TOKENS.series.map(read),
    band: read(TOKENS.band),
    marker: read(TOKENS.marker),
    grid: read(TOKENS.grid),
    text: read(TOKENS.text),
    surface: read(TOKENS.surface),
  };
  return cached;
}
