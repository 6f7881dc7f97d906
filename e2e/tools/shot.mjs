// Screenshot a page in Debian's Chromium: node e2e/tools/shot.mjs <url> <out.png> [width] [height] [--full]
import { chromium } from 'playwright-core';

const [url, out, width = '1280', height = '900'] = process.argv.slice(2);
const full = process.argv.includes('--full');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) }, locale: 'zh-CN' });
page.on('console', (m) => m.type() === 'error' && console.error('console:', m.text()));
page.on('pageerror', (e) => console.error('pageerror:', e.message));
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(500);
await page.screenshot({ path: out, fullPage: full });
await browser.close();
console.log(`saved ${out}`);
