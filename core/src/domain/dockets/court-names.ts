/**
 * A district court's name as the cases record it (Bluebook: `S.D.N.Y.`, `N.D. Cal.`, `D. Del.`),
 * made from its CM/ECF court id (`nysd` of `ecf.nysd.uscourts.gov`): two letters of the state,
 * then the district (`nd`, `sd`, `ed`, `wd`, `md`, `cd`) or `d` for a state with one.
 */

/** Bluebook abbreviations of the states and territories with federal district courts. */
const STATES: Readonly<Record<string, string>> = {
  al: 'Ala.',
  ak: 'Alaska',
  az: 'Ariz.',
  ar: 'Ark.',
  ca: 'Cal.',
  co: 'Colo.',
  ct: 'Conn.',
  de: 'Del.',
  dc: 'D.C.',
  fl: 'Fla.',
  ga: 'Ga.',
  gu: 'Guam',
  hi: 'Haw.',
  id: 'Idaho',
  il: 'Ill.',
  in: 'Ind.',
  ia: 'Iowa',
  ks: 'Kan.',
  ky: 'Ky.',
  la: 'La.',
  me: 'Me.',
  md: 'Md.',
  ma: 'Mass.',
  mi: 'Mich.',
  mn: 'Minn.',
  ms: 'Miss.',
  mo: 'Mo.',
  mt: 'Mont.',
  ne: 'Neb.',
  nv: 'Nev.',
  nh: 'N.H.',
  nj: 'N.J.',
  nm: 'N.M.',
  ny: 'N.Y.',
  nc: 'N.C.',
  nd: 'N.D.',
  mp: 'N. Mar. I.',
  oh: 'Ohio',
  ok: 'Okla.',
  or: 'Or.',
  pa: 'Pa.',
  pr: 'P.R.',
  ri: 'R.I.',
  sc: 'S.C.',
  sd: 'S.D.',
  tn: 'Tenn.',
  tx: 'Tex.',
  ut: 'Utah',
  vt: 'Vt.',
  vi: 'V.I.',
  va: 'Va.',
  wa: 'Wash.',
  wv: 'W. Va.',
  wi: 'Wis.',
  wy: 'Wyo.',
};

const DISTRICTS: Readonly<Record<string, string>> = {
  nd: 'N.D.',
  sd: 'S.D.',
  ed: 'E.D.',
  wd: 'W.D.',
  md: 'M.D.',
  cd: 'C.D.',
  d: 'D.',
};

/** Adjacent single capitals close up (`S.D.N.Y.`); anything longer takes a space (`N.D. Cal.`). */
const closesUp = (state: string) => /^([A-Z]\.)+$/.test(state);

/** `nysd` → `S.D.N.Y.`; null for an id that is not a district court's. */
export function districtCourtName(courtId: string): string | null {
  const m = /^([a-z]{2})(nd|sd|ed|wd|md|cd|d)$/.exec(courtId.toLowerCase());
  if (!m) return null;
  const state = STATES[m[1]!];
  const district = DISTRICTS[m[2]!];
  if (!state || !district) return null;
  return closesUp(state) ? `${district}${state}` : `${district} ${state}`;
}

/** `https://ecf.nysd.uscourts.gov/…` → `nysd`; null for an address of no CM/ECF court. */
export function cmecfCourtId(address: string): string | null {
  try {
    const host = new URL(address).hostname.toLowerCase();
    return /^ecf\.([a-z]{2,6})\.uscourts\.gov$/.exec(host)?.[1] ?? null;
  } catch {
    return null;
  }
}

/** Court name (no spaces, lower case) → CM/ECF id, the inverse of `districtCourtName`. */
let idsByName: Map<string, string> | undefined;
const nameKey = (name: string) => name.replace(/\s+/g, '').toLowerCase();

/**
 * `S.D.N.Y.` (or `nysd` itself) → `nysd`: the CM/ECF id of a district court named as the cases
 * record it, which is also CourtListener's court id; null for a name of no district court.
 */
export function districtCourtId(court: string): string | null {
  const typed = court.trim().toLowerCase();
  if (districtCourtName(typed)) return typed;
  if (!idsByName) {
    idsByName = new Map();
    for (const state of Object.keys(STATES)) {
      for (const district of Object.keys(DISTRICTS)) {
        const name = districtCourtName(`${state}${district}`);
        if (name) idsByName.set(nameKey(name), `${state}${district}`);
      }
    }
  }
  return idsByName.get(nameKey(court)) ?? null;
}
