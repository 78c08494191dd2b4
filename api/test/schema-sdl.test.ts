import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSchema } from 'graphql';
import { prefersHtml } from '../src/http/graphiql-page.js';
import { type TestApp, startTestApp } from './test-app.js';

/** What standard tooling reads: the SDL file over HTTP, and GraphiQL for people in a browser. */
const committedSchema = readFileSync(join(import.meta.dirname, '../../schema.graphql'), 'utf8');
/** Chromium's Accept when it navigates to a page. */
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8';
const GRAPHIQL_STUB = '<!doctype html><title>H2O GraphQL API</title><div id="graphiql"></div>';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  // The real page is built by Vite and driven in web/e2e/graphiql.test.ts; here only who gets it matters.
  dist = mkdtempSync(join(tmpdir(), 'h2o-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>H2O</title><div id="root"></div>');
  writeFileSync(join(dist, 'graphiql.html'), GRAPHIQL_STUB);
  t = await startTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('GET /schema.graphql', () => {
  it('is the committed schema.graphql byte for byte, readable by graphql-js, open to every origin and cacheable', async () => {
    const response = await fetch(`${t.baseUrl}/schema.graphql`, { headers: { origin: 'https://partner.example' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toBe('public, max-age=30');
    const sdl = await response.text();
    expect(sdl).toBe(committedSchema);
    expect(buildSchema(sdl).getType('Course')).toBeDefined();

    const again = await fetch(`${t.baseUrl}/schema.graphql`, { headers: { 'if-none-match': response.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('answers HEAD with the headers only, and other methods with 405 and Allow', async () => {
    const head = await fetch(`${t.baseUrl}/schema.graphql`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await head.text()).toBe('');

    const post = await fetch(`${t.baseUrl}/schema.graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(await post.json()).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
  });
});

describe('GET /graphql', () => {
  it('answers a browser with GraphiQL, under the site`s own Content-Security-Policy', async () => {
    const response = await fetch(`${t.baseUrl}/graphql`, { headers: { accept: BROWSER_ACCEPT } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe(GRAPHIQL_STUB);
    // The same URL answers JSON to API clients: caches must tell the two apart.
    expect(response.headers.get('vary')).toMatch(/accept/i);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const site = await fetch(`${t.baseUrl}/`);
    expect(response.headers.get('content-security-policy')).toBe(site.headers.get('content-security-policy'));
  });

  it('still answers a query in the URL with JSON, even when the browser asks for HTML', async () => {
    const response = await fetch(`${t.baseUrl}/graphql?query=${encodeURIComponent('{__typename}')}`, {
      headers: { accept: BROWSER_ACCEPT },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/(graphql-response\+)?json/);
    expect(await response.json()).toEqual({ data: { __typename: 'Query' }, extensions: { cost: expect.any(Object) } });
  });

  it.each([
    ['an API client', { accept: 'application/json' }, ''],
    ['curl', { accept: '*/*' }, ''],
    [
      'a persisted query from a browser',
      { accept: BROWSER_ACCEPT },
      `?extensions=${encodeURIComponent('{"persistedQuery":{"version":1,"sha256Hash":"00"}}')}`,
    ],
  ])('leaves %s to Apollo (JSON, never the page)', async (_who, headers, search) => {
    const response = await fetch(`${t.baseUrl}/graphql${search}`, { headers });
    expect(response.headers.get('content-type')).toMatch(/json/);
    expect(((await response.json()) as { errors?: unknown[] }).errors).toBeDefined();
  });
});

describe('prefersHtml', () => {
  it.each([
    [BROWSER_ACCEPT, true],
    ['text/html', true],
    ['text/*;q=0.9, application/json;q=0.5', true],
    [undefined, false],
    ['*/*', false],
    ['application/json', false],
    ['application/graphql-response+json, application/json;q=0.9', false],
    ['text/html;q=0.5, application/json', false],
    ['text/html, application/json', false],
    ['text/html;q=0, */*', false],
  ])('%s → %s', (accept, expected) => {
    expect(prefersHtml(accept)).toBe(expected);
  });
});
