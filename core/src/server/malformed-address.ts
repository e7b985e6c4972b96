/**
 * An address whose percent-encoding does not decode (`%FF`, a lone `%`, an overlong `%C0%AF`,
 * a cut-off `%E2%82`) names nothing: servers answer it 400, before any sign-in check, rather
 * than let a URIError surface as a 500 with a stack in the logs.
 */
export const MALFORMED_ADDRESS_MESSAGE =
  'This is not a valid address: it has a malformed percent-encoding.';

/** True when some segment of `pathname` cannot be percent-decoded as UTF-8. */
export function isMalformedPath(pathname: string): boolean {
  if (!pathname.includes('%')) return false;
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}
