import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type TestApp, startTestApp } from './test-app.js';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'h2o-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>H2O</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log("app")');
  t = await startTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the web client', () => {
  it.each(['/', '/courses', '/course/3', '/course/999', '/no-such-page'])('answers the page %s with the app shell', async (path) => {
    const response = await fetch(`${t.baseUrl}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<div id="root">');
  });

  it('serves hashed assets as immutable, and a missing asset as 404', async () => {
    const asset = await fetch(`${t.baseUrl}/assets/app-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${t.baseUrl}/assets/gone-123.js`)).status).toBe(404);
  });

  it('serves a rebuilt client without a restart', async () => {
    writeFileSync(join(dist, 'assets', 'app-def456.js'), 'console.log("new")');
    expect((await fetch(`${t.baseUrl}/assets/app-def456.js`)).status).toBe(200);
  });

  it('sends security headers with a strict Content-Security-Policy', async () => {
    const response = await fetch(`${t.baseUrl}/courses`);
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('never answers API paths with the app shell', async () => {
    const response = await fetch(`${t.baseUrl}/api/nothing`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Unter dieser Adresse gibt es nichts. Die Pfade der API stehen in der Dokumentation.',
    });
  });
});
