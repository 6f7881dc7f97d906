// The first load of the store's landing pages as a browser with an empty cache sees it: starts the
// built app (or takes a running one's address), opens the store home, a search, a product detail,
// the cart and the checkout (these two logged in as the demo buyer 13800000001) in Chromium, waits
// until the page shows its content and the network is idle, and prints per page how many scripts
// were fetched, their bytes on the wire (compressed, headers included) and when the content showed.
// With --slow every page is loaded at 150 ms latency and 1.6 Mbit/s each way on a 390 px phone.
// Usage: node scripts/first-load.mjs [--slow] [url]   (without a url it starts the built server itself)
import { chromium } from 'playwright-core';
import { serveBuilt } from './serve-built.mjs';

const BUYER = { MobileNumber: '13800000001', Password: 'Shanlian#2026' };
/** 1.6 Mbit/s in bytes per second, and the latency added to every request. */
const SLOW = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 200_000 };

const args = process.argv.slice(2);
const slow = args.includes('--slow');
const given = args.find((a) => !a.startsWith('--'));
const served = given ? null : await serveBuilt();
const base = (given ?? served.url).replace(/\/$/, '');

/** An operation called with the context's cookies; answers Data or throws the server's message. */
async function op(request, name, body) {
  const res = await request.post(`${base}/v1/${name}`, { data: body });
  const env = await res.json();
  if (!env.IsSuccess) throw new Error(`${name}: ${env.Message}`);
  return env.Data;
}

/** The buyer's cart lines, three added first when it holds none. */
async function cartLines(request) {
  const page = { PagerInfo: { PageIndex: 1, PageSize: 20 } };
  let lines = (await op(request, 'Cart/GetShoppingCartProducts', page)).ShoppingcartInfos;
  if (lines.length === 0) {
    const products = await op(request, 'Store/GetFoodsaleshelfDetailList', { PagerInfo: { PageIndex: 1, PageSize: 40 } });
    const simple = products.filter((p) => p.Stock >= 50 && p.MinQuantity === 1 && p.QuantityStep === 1).slice(0, 3);
    for (const p of simple) await op(request, 'Cart/AddToShoppingCart', { B2B_ShoppingcartInfo: { FoodSaleShelfId: p.Id, CartNumber: 2 } });
    lines = (await op(request, 'Cart/GetShoppingCartProducts', page)).ShoppingcartInfos;
  }
  return lines.map((l) => l.Id);
}

async function measure(browser, { name, path, ready, buyer }) {
  const context = await browser.newContext(
    slow ? { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true } : { viewport: { width: 1350, height: 940 } },
  );
  try {
    if (buyer) await op(context.request, 'Account/Login', BUYER);
    const url = typeof path === 'function' ? await path(context.request) : path;
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (slow) await cdp.send('Network.emulateNetworkConditions', SLOW);
    const scripts = new Map();
    cdp.on('Network.responseReceived', (e) => {
      if (e.type === 'Script' || /javascript/.test(e.response.mimeType ?? '')) scripts.set(e.requestId, { url: e.response.url, bytes: 0 });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const s = scripts.get(e.requestId);
      if (s) s.bytes = e.encodedDataLength;
    });
    await page.goto(`${base}${url}`, { waitUntil: 'commit' });
    await page.locator(ready).first().waitFor({ timeout: 120_000 });
    // From the navigation's start, as the page's own clock has it.
    const shownMs = await page.evaluate(() => performance.now());
    await page.waitForLoadState('networkidle');
    // Anything a timer or an idle callback asks for right after counts too.
    await page.waitForTimeout(1500);
    await page.waitForLoadState('networkidle');
    const bytes = [...scripts.values()].reduce((n, s) => n + s.bytes, 0);
    if (process.env.FIRST_LOAD_LIST)
      for (const s of scripts.values()) console.log(`    ${(s.bytes / 1024).toFixed(1).padStart(7)} KB ${new URL(s.url).pathname}`);
    return { name, scripts: scripts.size, kb: bytes / 1024, shownMs };
  } finally {
    await context.close();
  }
}

const CARD = '.sl-product-card:not(.sl-product-card-skeleton)';
const PAGES = [
  { name: 'store home', path: '/eshop/store', ready: CARD },
  { name: 'search', path: '/eshop/store/product/search', ready: CARD },
  {
    name: 'product detail',
    path: async (request) => {
      const [first] = await op(request, 'Store/GetFoodsaleshelfDetailList', { PagerInfo: { PageIndex: 1, PageSize: 1 } });
      return `/eshop/store/product/detail/${first.Id}`;
    },
    ready: '[data-testid="product-attrs"]',
  },
  { name: 'cart', path: '/eshop/store/cart', ready: '[data-testid="cart-row"]', buyer: true },
  {
    name: 'checkout',
    path: async (request) => `/eshop/store/checkout?lines=${(await cartLines(request)).join(',')}`,
    ready: '[data-testid="checkout-group"]',
    buyer: true,
  },
];

try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    // The cart must hold lines before it is measured.
    {
      const context = await browser.newContext();
      await op(context.request, 'Account/Login', BUYER);
      await cartLines(context.request);
      await context.close();
    }
    console.log(`first load with an empty cache${slow ? ' at 150 ms latency, 1.6 Mbit/s, 390 px' : ''}:`);
    for (const p of PAGES) {
      const r = await measure(browser, p);
      console.log(
        `  ${r.name.padEnd(15)} ${String(r.scripts).padStart(3)} scripts ${r.kb.toFixed(1).padStart(7)} KB   shown after ${(r.shownMs / 1000).toFixed(1)} s`,
      );
    }
  } finally {
    await browser.close();
  }
} finally {
  await served?.stop();
}
