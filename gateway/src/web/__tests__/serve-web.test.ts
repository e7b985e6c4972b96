/**
 * The web app's files: the precompressed copy the browser accepts (brotli first), the right
 * type and caching headers (immutable for hashed assets, no-cache for index.html).
 */
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { ASSET_BASE_PATH } from '@backoffice/core';
import { acceptedEncoding, serveWeb } from '../serve-web.ts';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;
const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';

function builtDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'bo-web-'));
  mkdirSync(path.join(dist, 'assets'));
  const files = { 'assets/main-ABC123.js': SCRIPT, 'index.html': INDEX };
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(path.join(dist, name), content);
    writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(content));
    writeFileSync(path.join(dist, `${name}.gz`), gzipSync(content));
  }
  writeFileSync(path.join(dist, 'assets', 'logo-XYZ.png'), Buffer.from([1, 2, 3]));
  return dist;
}

const dist = builtDist();
afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
});

function app() {
  const web = serveWeb(dist);
  return express().use(web.assets).get('/', web.index);
}

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The bytes as sent, not decoded (supertest and fetch both decompress on their own). */
async function raw(url: string, acceptEncoding: string): Promise<RawResponse> {
  const server = app().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  try {
    const res = await new Promise<IncomingMessage>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: url, headers: { 'accept-encoding': acceptEncoding } })
        .once('response', resolve)
        .once('error', reject);
    });
    const chunks: Buffer[] = [];
    for await (const chunk of res as AsyncIterable<Buffer>) chunks.push(chunk);
    return { status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) };
  } finally {
    server.close();
  }
}

describe('static files', () => {
  const asset = `${ASSET_BASE_PATH}main-ABC123.js`;

  it('sends a hashed asset as brotli when accepted, cached for good', async () => {
    const res = await raw(asset, 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await raw(asset, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
    const plain = await raw(asset, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('serves files without a compressed copy as they are', async () => {
    const res = await request(app())
      .get(`${ASSET_BASE_PATH}logo-XYZ.png`)
      .set('accept-encoding', 'br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('answers 404 for a missing asset, never index.html', async () => {
    const res = await request(app()).get(`${ASSET_BASE_PATH}missing-000.js`);
    expect(res.status).toBe(404);
  });

  it('sends index.html compressed and never cached', async () => {
    const br = await raw('/', 'br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(br.body).toString()).toBe(INDEX);
    const plain = await request(app()).get('/').set('accept-encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(INDEX);
  });
});

describe('acceptedEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR', 'br'],
    ['identity', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});
