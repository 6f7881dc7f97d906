// The store home's first load as the browser sees it: starts the built app, opens /eshop/store in
// Chromium with an empty cache, sums the bytes on the wire (compressed, headers included) of every
// JavaScript response until the network is idle, and fails over budget.
// Usage: node scripts/bundle-size.mjs [url]   (without a url it starts the built server itself)
import { chromium } from 'playwright-core';
import { serveBuilt } from './serve-built.mjs';

// 144 KB measured once the scripts were grouped into a few long-cached chunks (react, the entry); the margin
// is for growth, not for antd.
const BUDGET_KB = 150;
const given = process.argv[2];
const served = given ? null : await serveBuilt();
const base = (given ?? served.url).replace(/\/$/, '');
let failed = false;
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const scripts = new Map();
    cdp.on('Network.responseReceived', (e) => {
      const type = e.response.mimeType ?? '';
      if (e.type === 'Script' || /javascript/.test(type))
        scripts.set(e.requestId, {
          url: e.response.url,
          encoding: e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? 'none',
          bytes: 0,
        });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const s = scripts.get(e.requestId);
      if (s) s.bytes = e.encodedDataLength;
    });
    await page.goto(`${base}/eshop/store`, { waitUntil: 'networkidle' });
    // Anything a timer or an idle callback asks for right after counts too.
    await page.waitForTimeout(1500);
    await page.waitForLoadState('networkidle');
    const rows = [...scripts.values()].sort((a, b) => b.bytes - a.bytes);
    let total = 0;
    for (const s of rows) {
      total += s.bytes;
      console.log(`  ${(s.bytes / 1024).toFixed(1).padStart(7)} KB  ${s.encoding.padEnd(5)} ${new URL(s.url).pathname}`);
    }
    console.log(`store home first load: ${rows.length} scripts, ${(total / 1024).toFixed(1)} KB of JavaScript on the wire (budget ${BUDGET_KB} KB)`);
    // A few hundred bytes may go as they are (the build keeps no twin that would not be smaller).
    if (rows.some((s) => s.encoding === 'none' && s.bytes > 1500)) {
      console.error('JavaScript sent uncompressed');
      failed = true;
    }
    if (total / 1024 > BUDGET_KB) {
      console.error('over budget');
      failed = true;
    }
  } finally {
    await browser.close();
  }
} finally {
  await served?.stop();
}
process.exit(failed ? 1 : 0);
