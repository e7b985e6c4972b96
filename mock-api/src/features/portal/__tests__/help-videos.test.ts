/**
 * The help videos over HTTP: the list names only videos whose files exist, and each file is
 * served with its media type and byte ranges, as a browser's video player asks for them.
 */
import { statSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, helpVideoSchema, listResponseSchema } from '@backoffice/core/api';
import { startTestApi, type TestApi } from '../../../testing/test-api.ts';
import { HELP_VIDEO_CATALOGUE, videoFilePath } from '../../../domain/help-video-catalogue.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});

const page = listResponseSchema(helpVideoSchema);
const first = HELP_VIDEO_CATALOGUE[0]!;

describe('GET /help-videos', () => {
  it('should list the shipped videos, each playable from its url', async () => {
    const res = await api.as('viewer').get('/api/v1/help-videos?pageSize=100');
    const list = page.parse(res.body);
    expect(list.items.map((v) => v.id).sort()).toEqual(HELP_VIDEO_CATALOGUE.map((v) => v.id));
    for (const video of list.items) {
      expect(video.url).toBe(`/api/v1/help-videos/${video.id}/file`);
      const file = await api.as('viewer').get(video.url);
      expect(file.status).toBe(200);
    }
  });

  it('should find videos by words of their title or description', async () => {
    const res = await api.as('viewer').get('/api/v1/help-videos?q=landing');
    expect(page.parse(res.body).items.map((v) => v.title)).toEqual([
      'Choosing your landing screen',
    ]);
  });
});

describe('the files of a help video', () => {
  it('should keep every shipped video small', () => {
    for (const video of HELP_VIDEO_CATALOGUE) {
      expect(statSync(videoFilePath(video, 'video')).size).toBeLessThan(300_000);
    }
  });

  it.each([
    ['file', 'video/webm'],
    ['captions', 'text/vtt'],
    ['poster', 'image/jpeg'],
  ])('should serve the %s as %s', async (kind, type) => {
    const res = await api.as('viewer').get(`/api/v1/help-videos/${first.id}/${kind}`);
    expect(res.status).toBe(200);
    expect(res.type).toBe(type);
    expect(res.headers['accept-ranges']).toBe('bytes');
  });

  it('should give captions that are WebVTT with one cue per slide of the video', async () => {
    const res = await api.as('viewer').get(`/api/v1/help-videos/${first.id}/captions`);
    expect(res.text.startsWith('WEBVTT')).toBe(true);
    for (const slide of first.slides) expect(res.text).toContain(slide.caption);
    expect(res.text).toContain('00:00:00.000 --> 00:00:03.000');
  });

  it('should answer a byte range with 206 and just those bytes', async () => {
    const size = statSync(videoFilePath(first, 'video')).size;
    const res = await api
      .as('viewer')
      .get(`/api/v1/help-videos/${first.id}/file`)
      .set('Range', 'bytes=100-199')
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          done(null, Buffer.concat(chunks));
        });
      });
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 100-199/${String(size)}`);
    expect((res.body as Buffer).length).toBe(100);
  });

  it('should answer a range outside the file with 416', async () => {
    const res = await api
      .as('viewer')
      .get(`/api/v1/help-videos/${first.id}/file`)
      .set('Range', 'bytes=99999999-');
    expect(res.status).toBe(416);
    expect(res.headers['content-range']).toMatch(/^bytes \*\/\d+$/);
  });

  it('should answer an unknown video with 404 and a signed-out caller with 401', async () => {
    const unknown = await api.as('viewer').get('/api/v1/help-videos/HV-9999/file');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { code: 'not_found' } });
    expect((await api.as('anonymous').get(`/api/v1/help-videos/${first.id}/file`)).status).toBe(
      401,
    );
  });

  it('should be declared in the contract as files', () => {
    expect(endpoints.getHelpVideoFile.file).toContain('video/webm');
    expect(endpoints.getHelpVideoCaptions.file).toEqual(['text/vtt']);
  });
});
