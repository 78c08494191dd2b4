import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { traceCategories, type Trace, type TraceEvent } from 'lighthouse';
import { type Browser, chromium } from 'playwright-core';
import { mainThreadFigures } from '../bench/main-thread.js';

/**
 * bench:web's main-thread figures (api/bench/main-thread.ts) on real Chromium traces, recorded with Lighthouse's
 * trace categories: a page busy before its first paint and one busy after it. The busy loop is a fixed amount of
 * work (~0.4 s of CPU here), not a time: how long it takes by the clock depends on the machine's load, its CPU time
 * hardly does, so the assertions hold on an idle and a busy machine alike.
 */
const spin = 'let x = 0; for (let i = 0; i < 1e8; i++) x = (x + i * 7) % 1000003; window.spun = x;';
// Said on the console once the page has its first contentful paint (which the trace needs), so the test waits for it
// without running a script of its own in the page (Playwright's would be a task of its own).
const done =
  "new PerformanceObserver((list, observer) => { if (list.getEntriesByName('first-contentful-paint').length) " +
  "{ observer.disconnect(); requestAnimationFrame(() => console.log('done')); } }).observe({ type: 'paint', buffered: true })";
const PAGES: Record<string, string> = {
  // A script in the head runs before anything is painted.
  '/busy-before-paint': `<!doctype html><html><head><script>${spin}; ${done};</script></head><body><h1>Seite</h1></body></html>`,
  // The same work once the heading is painted (a frame, then a task of its own).
  '/busy-after-paint':
    '<!doctype html><html><head></head><body><h1>Seite</h1><script>' +
    `requestAnimationFrame(() => setTimeout(() => { ${spin}; ${done}; }, 0));` +
    '</script></body></html>',
};

let server: Server;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  server = createServer((request, response) => {
    const html = PAGES[request.url ?? ''];
    response.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox'],
  });
});

afterAll(async () => {
  await browser?.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** The page's load traced as Lighthouse traces it, until the busy loop has ended and the heading is painted. */
async function traceOf(path: string): Promise<Trace> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    const traceEvents: TraceEvent[] = [];
    session.on('Tracing.dataCollected', ({ value }) => traceEvents.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise((resolve) => session.once('Tracing.tracingComplete', resolve));
    await session.send('Tracing.start', { categories: traceCategories.join(','), transferMode: 'ReportEvents' });
    const said = page.waitForEvent('console', (message) => message.text() === 'done');
    await page.goto(origin + path);
    await said;
    await session.send('Tracing.end');
    await complete;
    return { traceEvents };
  } finally {
    await context.close();
  }
}

describe('bench:web main-thread figures', () => {
  it('count a task after the first paint from its CPU time, scaled by the slowdown', async () => {
    const trace = await traceOf('/busy-after-paint');
    const at1 = mainThreadFigures(trace, 1);
    const at4 = mainThreadFigures(trace, 4);
    const at8 = mainThreadFigures(trace, 8);

    // The loop's task takes well over 50 ms of CPU time: blocking even without a slowdown.
    expect(at1.cpuTbtMs).toBeGreaterThan(0);
    // A counted task's 4c − 50 becomes 8c − 50 = 2 (4c − 50) + 50 (and a task too short to count at 4x may count at 8x).
    expect(at8.cpuTbtMs).toBeGreaterThanOrEqual(2 * at4.cpuTbtMs + 50 - 0.01);
    // CPU time never exceeds the clock's, and the slowdown changes neither.
    expect(at4.cpuMs).toBeGreaterThan(0);
    expect(at4.cpuMs).toBeLessThanOrEqual(at4.wallMs + 1);
    expect(at4.cpuMs).toBeGreaterThan(at1.cpuTbtMs + 50 - 0.01);
    expect(at4.wallPerCpu).toBeCloseTo(at4.wallMs / at4.cpuMs, 5);
    expect(at8.cpuMs).toBe(at4.cpuMs);
  });

  it('leave out what runs before the first paint, as total blocking time does', async () => {
    const trace = await traceOf('/busy-before-paint');
    const figures = mainThreadFigures(trace, 1);

    // The loop's task is on the main thread and counted in its CPU time (over 50 ms, blocking if it came after the
    // paint), but not as blocking; no other task of so plain a page takes 50 ms of CPU time.
    expect(figures.cpuMs).toBeGreaterThan(100);
    expect(figures.cpuTbtMs).toBe(0);
  });
});
