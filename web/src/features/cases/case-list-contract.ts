/**
 * The case list's contract, which the Case List loads rather than imports (see
 * `ListContractSource`): its schemas, and zod with them, are not part of the first screen.
 */
export { caseList } from '@backoffice/core/api';
