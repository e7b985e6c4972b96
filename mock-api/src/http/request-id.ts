/**
 * Every request gets an id, logged with it and returned in `x-request-id` and in error bodies.
 * An id sent by the gateway is kept (if it looks like one), so one id follows a call end to end.
 */
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { REQUEST_ID_HEADER } from '@backoffice/core';

const SAFE_ID = /^[\w.:-]{1,100}$/;

export const requestId: RequestHandler = (req, res, next) => {
  const given = req.get(REQUEST_ID_HEADER);
  const id = given && SAFE_ID.test(given) ? given : randomUUID();
  res.locals.requestId = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  next();
};
