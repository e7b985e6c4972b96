/** The contract's error shape, in a chunk of its own: see error-contract.ts. */
export { errorResponseSchema } from '@backoffice/core/api';
