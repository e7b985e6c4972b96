/** Motions, each on one existing case. */
import {
  motionList,
  type Motion,
  type MotionCreate,
  type MotionUpdate,
} from '@backoffice/core/api';
import { unprocessable } from '../../domain/api-error.ts';
import type { HandlersOf } from '../handler.ts';
import { changed, created, resource, type Ctx } from '../resource.ts';
import { withCaption } from '../../domain/case-caption.ts';

const motions = resource<Motion>({
  what: 'motion',
  source: (store) => store.motions,
  list: motionList,
  view: withCaption,
});

function build(body: MotionCreate, ctx: Ctx, id: string): Motion {
  const c = ctx.store.cases.get(body.caseId);
  if (!c) throw unprocessable('caseId', `No case '${body.caseId}'`);
  return {
    id,
    caseId: c.id,
    caseCaption: c.caption,
    type: body.type,
    title: body.title,
    filedBy: body.filedBy ?? '',
    filedOn: body.filedOn ?? null,
    hearingDate: body.hearingDate ?? null,
    deadline: body.deadline ?? null,
    status: body.status ?? 'draft',
    notes: body.notes ?? '',
    ...created(ctx),
  };
}

export const motionHandlers: HandlersOf<
  'listMotions' | 'getMotion' | 'createMotion' | 'updateMotion' | 'deleteMotion'
> = {
  listMotions: motions.list,
  getMotion: motions.get,
  createMotion: motions.create(build),
  updateMotion: motions.update((row, patch: MotionUpdate, ctx) => ({
    ...row,
    ...patch,
    ...changed(ctx),
  })),
  deleteMotion: motions.remove(),
};
