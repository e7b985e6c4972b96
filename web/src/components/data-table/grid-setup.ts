/**
 * ag-grid, set up once: only the Community modules the DataTable uses (no Enterprise, no
 * licence), and a theme drawn from our design tokens. Imported only by the DataTable, so the
 * grid stays in the lazy screen chunks (web/build.ts refuses it in the shell).
 */
import {
  CellStyleModule,
  ClientSideRowModelModule,
  ModuleRegistry,
  RowAutoHeightModule,
  RowStyleModule,
  themeQuartz,
} from 'ag-grid-community';

ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  CellStyleModule,
  RowStyleModule,
  RowAutoHeightModule,
]);

/** The tokens as CSS variables: one source of colour and type for the grid and the rest. */
export const gridTheme = themeQuartz.withParams({
  accentColor: 'var(--color-accent)',
  backgroundColor: 'var(--color-surface)',
  foregroundColor: 'var(--color-text)',
  textColor: 'var(--color-text)',
  borderColor: 'var(--color-border)',
  chromeBackgroundColor: 'var(--color-surface-muted)',
  headerBackgroundColor: 'var(--color-surface-muted)',
  headerTextColor: 'var(--color-text-muted)',
  headerFontWeight: 600,
  rowHoverColor: 'var(--color-accent-soft)',
  fontFamily: 'var(--font-sans)',
  fontSize: 'var(--font-size-md)',
  headerFontSize: 'var(--font-size-sm)',
  spacing: 'var(--space-2)',
  cellHorizontalPaddingScale: 0.75,
  rowHeight: 40,
  headerHeight: 40,
  borderRadius: 'var(--radius-sm)',
  wrapperBorder: false,
  wrapperBorderRadius: 0,
  focusShadow: { radius: 0, spread: 2, color: 'var(--color-focus)' },
  browserColorScheme: 'light',
});
