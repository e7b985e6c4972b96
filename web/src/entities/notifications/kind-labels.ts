/** What each kind of notification is called on screen (the Notifications list and the profile). */
import type { NotificationKind } from '@backoffice/core/api';

export const NOTIFICATION_KIND_LABELS: Readonly<Record<NotificationKind, string>> = {
  thresholdCrossed: 'Threshold crossed',
  newEligibleClient: 'New eligible client',
  leadPlaintiffDeadline: 'Lead-plaintiff deadline',
  deadlineDue: 'Deadline due',
  jobFailed: 'Job failed',
  custodianFileLate: 'Custodian file late',
  claimDeadline: 'Claim deadline',
  claimDeficiencyCure: 'Claim deficiency to cure',
};

export const notificationKindOptions = () =>
  Object.entries(NOTIFICATION_KIND_LABELS).map(([value, label]) => ({ value, label }));
