/** How a case reads on a chart axis: short, because the tooltip and the table are exact. */
const MAX_LABEL = 22;

/**
 * A case caption by the name that tells cases apart, the issuer: "In re Acme Securities
 * Litigation" and "City of X … v. Acme, et al." both read "Acme".
 */
export function caseLabel(caption: string): string {
  const versus = caption.split(' v. ');
  const name = (versus.length > 1 ? (versus.at(-1) ?? caption) : caption)
    .replace(/^In re /, '')
    .replace(/ Securities Litigation$/, '')
    .replace(/, et al\.$/, '');
  return name.length > MAX_LABEL ? `${name.slice(0, MAX_LABEL - 1)}…` : name;
}
