import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { encodeHtml, htmlEncodingFor } from './compress-html';

describe('htmlEncodingFor', () => {
  it("takes brotli when the browser accepts it, as every browser's Accept-Encoding does", () => {
    expect(htmlEncodingFor('gzip, deflate, br, zstd')).toBe('br');
    expect(htmlEncodingFor('br')).toBe('br');
    expect(htmlEncodingFor('*')).toBe('br');
  });

  it('takes gzip when brotli is not accepted or weighs less', () => {
    expect(htmlEncodingFor('gzip, deflate')).toBe('gzip');
    expect(htmlEncodingFor('br;q=0, gzip')).toBe('gzip');
    expect(htmlEncodingFor('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(htmlEncodingFor('GZIP;Q=1')).toBe('gzip');
    expect(htmlEncodingFor('*;q=0.1, br;q=0')).toBe('gzip');
  });

  it('sends the HTML as it is without the header or when nothing it knows is accepted', () => {
    expect(htmlEncodingFor(undefined)).toBe('identity');
    expect(htmlEncodingFor('')).toBe('identity');
    expect(htmlEncodingFor('identity')).toBe('identity');
    expect(htmlEncodingFor('deflate, zstd')).toBe('identity');
    expect(htmlEncodingFor('br;q=0, gzip;q=0')).toBe('identity');
    expect(htmlEncodingFor('br;q=zero')).toBe('identity');
  });
});

describe('encodeHtml', () => {
  const html = `<!doctype html><html lang="ja"><title>デモ</title>${'<p>a row of the page</p>'.repeat(200)}</html>`;

  it('encodes to bytes that decode to the same page, and far fewer of them', () => {
    const br = encodeHtml(html, 'br') as Buffer;
    const gzip = encodeHtml(html, 'gzip') as Buffer;
    expect(brotliDecompressSync(br).toString('utf8')).toBe(html);
    expect(gunzipSync(gzip).toString('utf8')).toBe(html);
    expect(br.length).toBeLessThan(Buffer.byteLength(html) / 10);
    expect(encodeHtml(html, 'identity')).toBe(html);
  });
});

describe("the page's HTML answer", () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'vs-web-dist-'));
    mkdirSync(join(dist, 'shell'), { recursive: true });
    const body = `<p>${'The store shell, long enough to be worth compressing. '.repeat(40)}</p>`;
    const head = '<head>\n    <title></title>\n  </head>';
    const html = `<!doctype html>\n<html lang="ja">\n  ${head}\n  <body>${body}<div id="root"></div></body>\n</html>`;
    writeFileSync(join(dist, 'shell', 'index.html'), html);
    db = await createTestDatabase();
    app = await buildTestApp(db.database, { WEB_DIST: dist });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ url, headers: { host: 'localhost', ...headers } });

  it('is compressed with brotli or gzip when asked, and the same page once decoded', async () => {
    const plain = await page('/plans');
    const br = await page('/plans', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await page('/plans', { 'accept-encoding': 'gzip' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    // Each answer issues its own CSRF cookie and session, so compare the page around them.
    const decodedBr = brotliDecompressSync(br.rawPayload).toString('utf8');
    const decodedGzip = gunzipSync(gzip.rawPayload).toString('utf8');
    for (const decoded of [decodedBr, decodedGzip]) {
      expect(decoded).toContain('<title>デモビデオストア</title>');
      expect(decoded.length).toBe(plain.body.length);
    }
  });

  it('is sent as it is when not asked, still varying on Accept-Encoding', async () => {
    const response = await page('/plans');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toContain('<title>デモビデオストア</title>');
    expect((await page('/plans', { 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
  });

  it("compresses the 404 page's HTML too", async () => {
    const response = await page('/no/such/page', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toContain('<div id="root">');
  });
});
