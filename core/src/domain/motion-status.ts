/**
 * When a motion needs attention. A motion is decided (granted, denied) or withdrawn for good;
 * until then its next deadline counts, and one that has passed makes the motion overdue.
 */
export const FINAL_MOTION_STATUSES = ['granted', 'denied', 'withdrawn'] as const;

export function isFinalMotionStatus(status: string): boolean {
  return (FINAL_MOTION_STATUSES as readonly string[]).includes(status);
}

/** Whether the deadline (`YYYY-MM-DD`) is before `today` (`YYYY-MM-DD`) on an open motion. */
export function isMotionOverdue(
  motion: { deadline: string | null; status: string },
  today: string,
): boolean {
  return motion.deadline !== null && motion.deadline < today && !isFinalMotionStatus(motion.status);
}
