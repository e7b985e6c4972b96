/** The loss report's PDF looks like every PDF the web makes (lib/pdf). */
export * from '../../../lib/pdf/pdf-style.ts';
