/**
 * A claim's life: eligible → in preparation → filed → (deficient → filed again) → accepted →
 * paid, or rejected. Only the moves an administrator's process allows; anything else is refused
 * with the moves that are allowed from where the claim stands.
 */
export const CLAIM_STATUSES = [
  'eligible',
  'in_preparation',
  'filed',
  'deficient',
  'accepted',
  'rejected',
  'paid',
] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const CLAIM_STATUS_LABELS: Readonly<Record<ClaimStatus, string>> = {
  eligible: 'Eligible',
  in_preparation: 'In preparation',
  filed: 'Filed',
  deficient: 'Deficient',
  accepted: 'Accepted',
  rejected: 'Rejected',
  paid: 'Paid',
};

const NEXT: Readonly<Record<ClaimStatus, readonly ClaimStatus[]>> = {
  eligible: ['in_preparation', 'filed'],
  in_preparation: ['eligible', 'filed'],
  // A deficiency is cured by filing again; the administrator may also accept or reject at once.
  filed: ['deficient', 'accepted', 'rejected'],
  deficient: ['filed', 'accepted', 'rejected'],
  accepted: ['paid', 'deficient'],
  rejected: [],
  paid: [],
};

export function nextClaimStatuses(from: ClaimStatus): readonly ClaimStatus[] {
  return NEXT[from];
}

/** Why a claim cannot move from `from` to `to`; null when it can. */
export function claimStatusProblem(from: ClaimStatus, to: ClaimStatus): string | null {
  if (NEXT[from].includes(to)) return null;
  const allowed = NEXT[from].map((s) => CLAIM_STATUS_LABELS[s]);
  const options =
    allowed.length === 0
      ? `a ${CLAIM_STATUS_LABELS[from].toLowerCase()} claim is final`
      : `it can move to ${allowed.join(', ')}`;
  return `A claim that is ${CLAIM_STATUS_LABELS[from]} cannot become ${CLAIM_STATUS_LABELS[to]}: ${options}`;
}
