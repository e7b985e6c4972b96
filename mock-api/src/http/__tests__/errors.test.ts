/** The one error middleware: every failure gets the error shape, and a crash says nothing inside. */
import express from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorResponseSchema } from '@backoffice/core/api';
import { requestId } from '@backoffice/core/server';
import { ApiError } from '../../domain/api-error.ts';
import { errorHandler } from '../errors.ts';

function appThrowing(error: unknown) {
  const app = express();
  app.use(requestId);
  app.get('/boom', () => {
    throw error;
  });
  app.use(errorHandler(pino({ level: 'silent' })));
  return app;
}

describe('the error middleware', () => {
  it('should answer an unexpected failure with 500 and no internals', async () => {
    const res = await request(appThrowing(new Error('database password is hunter2'))).get('/boom');
    expect(res.status).toBe(500);
    const { error } = errorResponseSchema.parse(res.body);
    expect(error.code).toBe('internal');
    expect(error.message).not.toContain('hunter2');
    expect(error.requestId).toBe(res.headers['x-request-id']);
  });

  it('should answer an ApiError with its status, code and details', async () => {
    const details = [{ location: 'body' as const, field: 'status', message: 'no' }];
    const res = await request(appThrowing(new ApiError('unprocessable', 'Not now', details))).get(
      '/boom',
    );
    expect(res.status).toBe(422);
    expect(errorResponseSchema.parse(res.body).error).toMatchObject({
      code: 'unprocessable',
      message: 'Not now',
      details,
    });
  });
});
