import type { ApiErrorBody, RootScreenData } from '@vs/contract';
import { describe, expect, it } from 'vitest';
import { normalizeHost } from './host';
import { useTestApp } from '../../test/use-test-app';

describe('normalizeHost', () => {
  it('strips the port, lower-cases and drops a trailing dot', () => {
    expect(normalizeHost('LocalHost:3000')).toBe('localhost');
    expect(normalizeHost('127.0.0.1:8080')).toBe('127.0.0.1');
    expect(normalizeHost('[::1]:3000')).toBe('[::1]');
    expect(normalizeHost('localhost.')).toBe('localhost');
  });

  it('refuses empty and odd host values', () => {
    expect(normalizeHost(undefined)).toBeNull();
    expect(normalizeHost('')).toBeNull();
    expect(normalizeHost('bad host')).toBeNull();
  });
});

describe('store resolution by Host header', () => {
  const t = useTestApp();

  const rootData = async (host: string) => {
    const response = await t.app.inject({ url: '/zapi/internal/root/screen-data', headers: { host } });
    expect(response.statusCode).toBe(200);
    return response.json<RootScreenData>().storeSettingData;
  };

  it('resolves the demo store on localhost and 127.0.0.1, with or without a port, in any case', async () => {
    for (const host of ['localhost', 'LOCALHOST:3000', '127.0.0.1:3000']) {
      const store = await rootData(host);
      expect(store.storeId).toBe('demo');
      expect(store.serviceName).toBe('デモビデオストア');
    }
  });

  it('resolves the second store with its own name and colours', async () => {
    const demo = await rootData('localhost');
    const second = await rootData('second.localhost:3000');
    expect(second).toMatchObject({ storeId: 'second', serviceName: 'Second Screen', gtmId: 'GTM-SECOND1' });
    expect(second.colors.accentColor).not.toBe(demo.colors.accentColor);
  });

  it('answers UNKNOWN_STORE as JSON under /zapi for an unknown host', async () => {
    const response = await t.app.inject({ url: '/zapi/internal/root/screen-data', headers: { host: 'evil.example' } });
    expect(response.statusCode).toBe(404);
    const body = response.json<ApiErrorBody>();
    expect(body).toEqual({
      status: 404,
      code: 'UNKNOWN_STORE',
      message: expect.any(String),
      requestId: response.headers['x-request-id'],
    });
  });

  it('answers a short HTML page for a page route on an unknown host', async () => {
    const response = await t.app.inject({ url: '/plans', headers: { host: 'evil.example' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('No store is configured for this host.');
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('refuses a Host other than hostname[:port] with a catalogue-shaped 400 (no store, no link from it)', async () => {
    for (const host of [
      '127.0.0.1:@evil.example',
      'localhost:80@evil.example',
      'localhost:abc',
      'localhost:3000:1',
      'evil.example/localhost',
      'localhost#evil',
    ]) {
      const response = await t.app.inject({ url: '/zapi/internal/root/screen-data', headers: { host } });
      expect(response.statusCode, host).toBe(400);
      expect(response.json<ApiErrorBody>()).toEqual({
        status: 400,
        code: 'MALFORMED_REQUEST',
        message: expect.any(String),
        requestId: response.headers['x-request-id'],
      });
    }
  });

  it('answers the health check without a store', async () => {
    const response = await t.app.inject({ url: '/healthz', headers: { host: 'lb.internal' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
