/** Moved to lib/format, where the loss screens use it too. */
export { caseLabel } from '../../lib/format/case-label.ts';
