/** Portfolio monitoring's rules: what a case's new loss run changed for its clients. */
export {
  lossesByClient,
  meetsThreshold,
  newlyEligible,
  thresholdCrossings,
  type ClientLosses,
  type Crossing,
  type ThresholdSetting,
} from './run-changes.ts';
export {
  monthlySection,
  type CaseEstimate,
  type ClaimFact,
  type MonitoredCase,
  type MonthlyInput,
  type MonthlySection,
} from './monthly-report.ts';
export { notificationPath } from './record-path.ts';
