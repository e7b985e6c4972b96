/** The security master. CUSIP, ISIN and ticker are unique; identifiers never change. */
import {
  securityList,
  type Security,
  type SecurityCreate,
  type SecurityUpdate,
} from '@backoffice/core/api';
import { idsOfParam } from '@backoffice/core';
import { ApiError } from '../../domain/api-error.ts';
import type { HandlersOf } from '../handler.ts';
import { changed, created, resource, type BodyCall } from '../resource.ts';

export const securities = resource<Security>({
  what: 'security',
  source: (store) => store.securities,
  list: {
    ...securityList,
    custom: {
      ids: (value) => {
        const ids = new Set(idsOfParam(String(value)));
        return { column: 'id', accepts: (id) => ids.has(String(id)) };
      },
    },
  },
});

function build(body: SecurityCreate, ctx: BodyCall<SecurityCreate>, id: string): Security {
  for (const field of ['cusip', 'isin', 'ticker'] as const) {
    if (ctx.store.securities.all().some((s) => s[field] === body[field])) {
      throw new ApiError('conflict', `A security with ${field} ${body[field]} already exists`);
    }
  }
  return {
    id,
    ...body,
    sector: body.sector ?? '',
    assetClass: body.assetClass ?? 'common',
    status: 'active',
    market: body.country === 'US' ? 'domestic' : 'foreign',
    listedOn: body.listedOn ?? ctx.now.toISOString().slice(0, 10),
    lastClose: null,
    lastCloseDate: null,
    ...created(ctx),
  };
}

export const securityHandlers: HandlersOf<
  'listSecurities' | 'getSecurity' | 'createSecurity' | 'updateSecurity'
> = {
  listSecurities: securities.list,
  getSecurity: securities.get,
  createSecurity: securities.create(build),
  updateSecurity: securities.update((row, patch: SecurityUpdate, ctx) => ({
    ...row,
    ...patch,
    ...changed(ctx),
  })),
};
