/** Gives every request an id (keeping a well-formed one the client sent) for logs and errors. */
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { REQUEST_ID_HEADER } from '@backoffice/core';

const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

export const requestId: RequestHandler = (req, res, next) => {
  const sent = req.get(REQUEST_ID_HEADER);
  const id = sent && WELL_FORMED.test(sent) ? sent : randomUUID();
  res.locals.requestId = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  next();
};
