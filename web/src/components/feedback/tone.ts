/**
 * The tones a status can take (badges, chips, tracker cells), one set of colours for all: a
 * tone class sets `--tone-border`, `--tone-bg` and `--tone-text` (styles/components.css), and a
 * badge's own rule reads them with its default as the fallback.
 */
export type Tone = 'info' | 'success' | 'warning' | 'error' | 'muted';

/** The class giving `tone`, or none (the badge keeps its own default colours). */
export const toneClass = (tone: Tone | undefined): string => (tone ? ` tone--${tone}` : '');
