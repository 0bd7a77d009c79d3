import { chromium } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { confirmCookies } from './bench-member.mjs';
import { freePort, startServer } from './server.mjs';
const root = '/work/main';
const port = await freePort();
const server = await startServer({ root, port, dataDir: mkdtempSync(join(tmpdir(), 'cls-')), waitMs: 180000, env: { DEV_FIXTURES: '1' } });
const origin = `http://127.0.0.1:${port}`;
const path = process.argv[2] ?? '/plans/monthly/confirm';
try {
  const cookies = path.includes('confirm') ? await confirmCookies(origin, 'monthly') : [];
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addCookies(cookies);
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__shifts.push({ t: Math.round(e.startTime), v: e.value.toFixed(3), src: e.sources.map((s) => `${s.node?.nodeName}.${s.node?.className} ${JSON.stringify(s.previousRect)}->${JSON.stringify(s.currentRect)}`) }); }).observe({ type: 'layout-shift', buffered: true });
  });
  page.on('framenavigated', (f) => console.log('nav', Date.now() % 100000, f.url()));
  const t0 = Date.now();
  page.goto(origin + path).catch(() => {});
  for (let i = 0; i < 60; i++) { await page.waitForTimeout(25); try { const info = await page.evaluate(() => { const f = document.querySelector('footer'); const main = document.querySelector('main') ?? document.querySelector('#root'); return f ? `${Math.round(f.getBoundingClientRect().top)} ${main?.innerText.length} ${main?.innerText.slice(0,60).replace(/\n/g,' | ')}` : 'nofooter'; }); console.log('t', Date.now() - t0, info); if (info.startsWith('4')) await page.screenshot({ path: '/tmp/cls-mid.png' }); } catch (e) { console.log('x', e.message.slice(0,80)); } }
  await page.waitForTimeout(1000);
  console.log(JSON.stringify(await page.evaluate(() => window.__shifts), null, 1));
  const html = await (await fetch(origin + path, { headers: { cookie: cookies.map(c=>`${c.name}=${c.value}`).join('; ') } })).text();
  console.log(html.replace(/<script[\s\S]*?<\/script>/g,'').replace(/<style[\s\S]*?<\/style>/g,'').slice(0, 3000));
  await browser.close();
} finally { await server.stop(); }
