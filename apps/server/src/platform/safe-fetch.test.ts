import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressVerdict, checkUrl, isHostListed, type Resolver, safeFetch, UnsafeAddressError } from './safe-fetch.js';

/** What checkUrl or safeFetch refused with, or 'ok'. */
async function outcome(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'ok';
  } catch (e) {
    if (e instanceof UnsafeAddressError) return e.reason;
    throw e;
  }
}

/** A resolver answering from a table, counting its calls (no network in tests). */
function table(entries: Record<string, string[]>): Resolver & { calls: string[] } {
  const calls: string[] = [];
  const resolve = (async (host: string) => {
    calls.push(host);
    const list = entries[host];
    if (!list) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  }) as Resolver & { calls: string[] };
  resolve.calls = calls;
  return resolve;
}

describe('addresses the server may not fetch', () => {
  it('refuses loopback, private, link-local, CGNAT, unspecified and metadata addresses, in IPv4 and IPv6', () => {
    for (const a of [
      '127.0.0.1',
      '127.255.255.254',
      '0.0.0.0',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.10',
      '169.254.1.1',
      '100.64.0.1',
      '100.127.255.255',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'fe80::1%eth0',
      'ff02::1',
      // IPv4 inside IPv6: mapped, compatible, NAT64, 6to4
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '::127.0.0.1',
      '64:ff9b::a00:1',
      '64:ff9b::192.168.0.1',
      '2002:7f00:1::',
      '2002:c0a8:101::1',
    ]) {
      expect([a, addressVerdict(a)]).toEqual([a, 'internal']);
    }
    for (const a of ['169.254.169.254', '100.100.100.200', 'fd00:ec2::254', '::ffff:169.254.169.254', '::ffff:a9fe:a9fe']) {
      expect([a, addressVerdict(a)]).toEqual([a, 'metadata']);
    }
    for (const a of ['8.8.8.8', '114.114.114.114', '172.32.0.1', '100.128.0.1', '192.169.0.1', '2400:3200::1', '::ffff:8.8.8.8', '64:ff9b::808:808']) {
      expect([a, addressVerdict(a)]).toEqual([a, null]);
    }
  });

  it('reads every spelling of an IP address as the URL parser does: decimal, hex, octal, short, bracketed', async () => {
    const none = table({});
    for (const url of [
      'http://127.0.0.1/',
      'http://2130706433/live.m3u8',
      'http://0x7f000001/',
      'http://0x7f.0.0.1/',
      'http://0177.0.0.1/',
      'http://127.1/',
      'http://0/',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[0:0:0:0:0:ffff:7f00:1]/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00:ec2::254]/',
      'http://100.100.100.200/latest/meta-data/',
      'http://10.0.0.8:8080/cam.m3u8',
      'https://192.168.1.64/ISAPI/',
    ]) {
      expect([url, await outcome(checkUrl(url, { allowHosts: [], resolve: none }))]).toEqual([url, 'internal']);
    }
    expect(none.calls).toEqual([]);
    expect(await outcome(checkUrl('ftp://example.cn/a', { allowHosts: [] }))).toBe('scheme');
    expect(await outcome(checkUrl('file:///etc/passwd', { allowHosts: [] }))).toBe('scheme');
    expect(await outcome(checkUrl('not a url', { allowHosts: [] }))).toBe('invalid');
  });

  it('resolves a name to all its addresses and refuses it when any is internal', async () => {
    const dns = table({
      localhost: ['127.0.0.1', '::1'],
      'cam.example.cn': ['203.0.113.10'],
      'mixed.example.cn': ['203.0.113.11', '10.0.0.5'],
      'inside.example.cn': ['192.168.3.3'],
      'six.example.cn': ['::ffff:127.0.0.1'],
    });
    const check = (url: string, allowHosts: string[] = []) => outcome(checkUrl(url, { allowHosts, resolve: dns }));
    expect(await check('http://localhost:4339/live.m3u8')).toBe('internal');
    expect(await check('http://LOCALHOST./x')).toBe('internal');
    expect(await check('http://mixed.example.cn/x')).toBe('internal');
    expect(await check('http://inside.example.cn/x')).toBe('internal');
    expect(await check('http://six.example.cn/x')).toBe('internal');
    expect(await check('http://cam.example.cn/live.m3u8')).toBe('ok');
    expect(await check('http://nowhere.example.cn/x')).toBe('unresolved');
    // listed hosts may be internal; metadata never
    expect(await check('http://inside.example.cn/x', ['inside.example.cn'])).toBe('ok');
    expect(await check('http://inside.example.cn/x', ['*.example.cn'])).toBe('ok');
    expect(await check('http://10.0.0.8/x', ['10.0.0.8'])).toBe('ok');
    expect(await check('http://[::1]:8080/x', ['[::1]'])).toBe('ok');
    expect(await check('http://169.254.169.254/x', ['169.254.169.254'])).toBe('internal');
    // a listed name does not list its address, nor another name
    expect(await check('http://127.0.0.1/x', ['localhost'])).toBe('internal');
    expect(await check('http://inside.example.cn/x', ['example.cn'])).toBe('internal');
  });

  it('matches MEDIA_HOSTS entries by name, subdomain pattern or address', () => {
    expect(isHostListed('Media.Example.CN.', ['media.example.cn'])).toBe(true);
    expect(isHostListed('a.media.example.cn', ['*.example.cn'])).toBe(true);
    expect(isHostListed('example.cn', ['*.example.cn'])).toBe(false);
    expect(isHostListed('evilexample.cn', ['*.example.cn'])).toBe(false);
    expect(isHostListed('[fd00::5]', ['fd00::5'])).toBe(true);
    expect(isHostListed('media.example.cn', [])).toBe(false);
  });
});

describe('fetching a user-given address', () => {
  /** A server on the loopback: what an attacker would aim the probe at. */
  let inside: http.Server;
  let insidePort: number;
  const hits: string[] = [];

  beforeAll(async () => {
    inside = http.createServer((req, res) => {
      hits.push(req.url ?? '');
      if (req.url?.startsWith('/to-loopback')) {
        res.writeHead(302, { location: `http://127.0.0.1:${insidePort}/secret` });
        res.end();
      } else if (req.url?.startsWith('/to-listed')) {
        res.writeHead(301, { location: `/live.m3u8` });
        res.end();
      } else if (req.url?.startsWith('/to-file')) {
        res.writeHead(302, { location: 'file:///etc/passwd' });
        res.end();
      } else if (req.url?.startsWith('/loop')) {
        res.writeHead(302, { location: '/loop' });
        res.end();
      } else {
        res.writeHead(200, { 'content-type': 'application/vnd.apple.mpegurl' });
        res.end('#EXTM3U\n');
      }
    });
    await new Promise<void>((r) => inside.listen(0, '127.0.0.1', r));
    insidePort = (inside.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => inside.close(() => r())));

  it('never connects to an internal address, and fetches it when its host is listed', async () => {
    const before = hits.length;
    for (const url of [`http://127.0.0.1:${insidePort}/live.m3u8`, `http://[::ffff:127.0.0.1]:${insidePort}/live.m3u8`, `http://2130706433:${insidePort}/x`]) {
      expect([url, await outcome(safeFetch(url, { allowHosts: [] }))]).toEqual([url, 'internal']);
    }
    const dns = table({ 'cam.test': ['127.0.0.1'] });
    expect(await outcome(safeFetch(`http://cam.test:${insidePort}/live.m3u8`, { allowHosts: [], resolve: dns }))).toBe('internal');
    expect(hits.length).toBe(before);
    // listed: answered, body read up to the limit
    const res = await safeFetch(`http://cam.test:${insidePort}/live.m3u8`, { allowHosts: ['cam.test'], resolve: dns, maxBytes: 4 });
    expect(res.status).toBe(200);
    expect(res.ok).toBe(true);
    expect(res.body.toString()).toBe('#EXT');
    expect(hits.at(-1)).toBe('/live.m3u8');
  });

  it('follows a redirect only to an allowed address', async () => {
    const dns = table({ 'cam.test': ['127.0.0.1'] });
    const opts = { allowHosts: ['cam.test'], resolve: dns };
    // a listed host sending the probe to the loopback by address: refused before connecting
    const before = hits.length;
    expect(await outcome(safeFetch(`http://cam.test:${insidePort}/to-loopback`, opts))).toBe('internal');
    expect(hits.slice(before)).toEqual(['/to-loopback']);
    expect(await outcome(safeFetch(`http://cam.test:${insidePort}/to-file`, opts))).toBe('scheme');
    expect(await outcome(safeFetch(`http://cam.test:${insidePort}/loop`, { ...opts, maxRedirects: 3 }))).toBe('redirects');
    // within the listed host: followed
    const moved = await safeFetch(`http://cam.test:${insidePort}/to-listed`, opts);
    expect(moved.status).toBe(200);
    expect(moved.url).toBe(`http://cam.test:${insidePort}/live.m3u8`);
  });

  it('connects to the address it checked, whatever a second resolution would say (no DNS rebinding)', async () => {
    // first answer public, every later answer the loopback: a rebinding name
    let n = 0;
    const rebinding: Resolver = async () => (n++ === 0 ? [{ address: '198.51.100.7', family: 4 }] : [{ address: '127.0.0.1', family: 4 }]);
    const before = hits.length;
    // 'localhost' (which the system resolves to the loopback) checked as public: the connection goes to
    // the checked, unreachable address and fails; resolved again, it would have reached the server inside
    await expect(safeFetch(`http://localhost:${insidePort}/secret`, { allowHosts: [], resolve: rebinding, timeoutMs: 800 })).rejects.toThrow();
    expect(n).toBe(1);
    expect(hits.length).toBe(before);
  });
});
