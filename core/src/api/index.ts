/**
 * `@backoffice/core/api`: the /api/v1 contract. Schemas for every entity, request and response;
 * the list convention; the error shape; the endpoint table; and the OpenAPI document built from
 * them. Types are `z.infer` of the schemas, e.g. `Case`, `ListResponse<Trade>`.
 */
// The session user's schemas live outside the shell's import graph (see session-user-schema.ts).
export { sessionInfoSchema, sessionUserSchema } from '../session-user-schema.ts';
export * from './primitives.ts';
export * from './errors.ts';
export * from './list.ts';
export * from './registry.ts';
export * from './endpoint.ts';
export * from './entities/clients.ts';
export * from './entities/securities.ts';
export * from './entities/price-imports.ts';
export * from './entities/cases.ts';
export * from './entities/dockets.ts';
export * from './entities/courtlistener.ts';
export * from './entities/new-suits.ts';
export * from './entities/motions.ts';
export * from './entities/calendar.ts';
export * from './entities/deadlines.ts';
export * from './entities/settlements.ts';
export * from './entities/settlement-form.ts';
export * from './entities/claims.ts';
export * from './entities/claim-documents.ts';
export * from './entities/monitoring.ts';
export * from './entities/notifications.ts';
export * from './entities/trading.ts';
export * from './entities/discrepancies.ts';
export * from './entities/security-drops.ts';
export * from './entities/filings13f.ts';
export * from './entities/filing-imports.ts';
export * from './entities/losses.ts';
export * from './entities/loss-calculator.ts';
export * from './entities/reports.ts';
export * from './entities/portal.ts';
export * from './entities/ingestion.ts';
export * from './entities/users.ts';
export * from './entities/audit.ts';
export * from './audit-records.ts';
export * from './endpoints/index.ts';
export { idParams } from './endpoints/kinds.ts';
export * from './openapi.ts';
