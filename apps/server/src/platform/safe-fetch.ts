/**
 * Fetching an address a user gave (a camera's stream, anything else the server is asked to reach)
 * without letting the user aim the server at itself or its network (decision 021).
 *
 * An address is refused when its host names or resolves to a loopback, private, link-local, CGNAT,
 * unspecified, multicast or reserved address, IPv4 spelled inside IPv6 (mapped, compatible, NAT64,
 * 6to4) included, unless the host is listed in `MEDIA_HOSTS`. Cloud metadata addresses are refused
 * even then. Every address a name resolves to must pass; the fetch then connects to the checked
 * address itself (a custom lookup pins it), so a second resolution cannot point the connection
 * elsewhere (DNS rebinding). Redirects are followed by hand, each new address checked the same way.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has (injectable so tests can play a rebinding resolver). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export type UnsafeReason = 'invalid' | 'scheme' | 'internal' | 'unresolved' | 'redirects';

export class UnsafeAddressError extends Error {
  constructor(
    readonly reason: UnsafeReason,
    readonly url: string,
    detail = '',
  ) {
    super(`refused ${url}: ${reason}${detail ? ` (${detail})` : ''}`);
    this.name = 'UnsafeAddressError';
  }
}

const v4 = (list: net.BlockList, cidrs: [string, number][]) => {
  for (const [a, p] of cidrs) list.addSubnet(a, p, 'ipv4');
};
const v6 = (list: net.BlockList, cidrs: [string, number][]) => {
  for (const [a, p] of cidrs) list.addSubnet(a, p, 'ipv6');
};

/** Addresses no user-given URL may reach: the server itself, its networks, and what is not a unicast host. */
const INTERNAL = new net.BlockList();
v4(INTERNAL, [
  ['0.0.0.0', 8], // "this network", the unspecified address
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT (Aliyun's metadata 100.100.100.200 lies here)
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local (AWS, GCP, Azure metadata 169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
]);
// BlockList matches an IPv4-mapped IPv6 address (::ffff:a.b.c.d) against the IPv4 rules itself.
v6(INTERNAL, [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard-only
  ['fc00::', 7], // unique local (AWS's IPv6 metadata fd00:ec2::254 lies here)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
]);

/** Cloud metadata endpoints: refused even for a host listed in MEDIA_HOSTS. */
const METADATA = new net.BlockList();
for (const a of ['169.254.169.254', '169.254.170.2', '100.100.100.200', '192.0.0.192']) METADATA.addAddress(a, 'ipv4');
METADATA.addAddress('fd00:ec2::254', 'ipv6');

/** The 16 bytes of an IPv6 address (zone removed), or null. */
function ipv6Bytes(address: string): number[] | null {
  let a = address.replace(/%.*$/, '');
  if (net.isIPv6(a) === false) return null;
  const tail: number[] = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(a);
  if (dotted?.[1]) {
    tail.push(...dotted[1].split('.').map(Number));
    a = `${a.slice(0, -dotted[1].length)}0:0`;
  }
  const [head = '', rest] = a.split('::');
  const groups = (s: string) => (s ? s.split(':') : []);
  const h = groups(head);
  const r = rest === undefined ? [] : groups(rest);
  const missing = 8 - h.length - r.length;
  const all = [...h, ...Array(rest === undefined ? 0 : missing).fill('0'), ...r];
  if (all.length !== 8) return null;
  const bytes = all.flatMap((g) => {
    const n = Number.parseInt(g, 16);
    return [n >> 8, n & 0xff];
  });
  if (tail.length) bytes.splice(12, 4, ...tail);
  return bytes;
}

/** An IPv4 address carried inside an IPv6 one (IPv4-compatible ::a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16), or null. */
function embeddedIpv4(address: string): string | null {
  const b = ipv6Bytes(address);
  if (!b) return null;
  const zeros = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  if (zeros(0, 12)) return b.slice(12).join('.'); // ::a.b.c.d (:: and ::1 are refused by the list already)
  if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && zeros(4, 12)) return b.slice(12).join('.');
  if (b[0] === 0x20 && b[1] === 0x02) return b.slice(2, 6).join('.');
  return null;
}

/**
 * Why an IP address may not be fetched: 'metadata' (never), 'internal' (unless its host is listed),
 * or null for a public unicast address.
 */
export function addressVerdict(address: string): 'metadata' | 'internal' | null {
  const family = net.isIP(address.replace(/%.*$/, ''));
  if (family === 0) return 'internal';
  const type = family === 4 ? 'ipv4' : 'ipv6';
  const plain = address.replace(/%.*$/, '');
  if (METADATA.check(plain, type)) return 'metadata';
  if (INTERNAL.check(plain, type)) return 'internal';
  if (family === 6) {
    const inner = embeddedIpv4(plain);
    if (inner) return addressVerdict(inner) ?? null;
  }
  return null;
}

/** A URL's host as a list entry compares it: lower case, no brackets, no trailing dot. */
export function normaliseHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
}

/** Whether a host is listed: `cam.example.cn` exactly, `*.example.cn` for its subdomains, or an IP address. */
export function isHostListed(host: string, list: readonly string[]): boolean {
  const h = normaliseHost(host);
  return list.some((entry) => {
    const e = normaliseHost(entry);
    if (!e) return false;
    if (e.startsWith('*.')) return h.endsWith(e.slice(1)) && h.length > e.length - 1;
    return h === e;
  });
}

const systemResolver: Resolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

export interface CheckOptions {
  /** MEDIA_HOSTS: hosts the server may reach although they are internal. */
  allowHosts: readonly string[];
  resolve?: Resolver;
  /** How long a name may take to resolve. */
  timeoutMs?: number;
}

export interface CheckedUrl {
  url: URL;
  /** The addresses to connect to (tried in order), every one checked. */
  addresses: ResolvedAddress[];
  listed: boolean;
}

function withTimeout<T>(p: Promise<T>, ms: number, url: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    p,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new UnsafeAddressError('unresolved', url, 'timeout')), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Checks an http(s) address: its host (an IP literal in any spelling the URL parser reads, or a
 * name resolved to all its addresses) must pass `addressVerdict` unless listed. Answers the address
 * to connect to; throws UnsafeAddressError otherwise.
 */
export async function checkUrl(raw: string | URL, opts: CheckOptions): Promise<CheckedUrl> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UnsafeAddressError('invalid', String(raw));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UnsafeAddressError('scheme', url.href);
  const host = normaliseHost(url.hostname);
  if (!host) throw new UnsafeAddressError('invalid', url.href);
  const listed = isHostListed(host, opts.allowHosts);
  const literal = net.isIP(host);
  const addresses: ResolvedAddress[] = literal
    ? [{ address: host, family: literal === 6 ? 6 : 4 }]
    : await withTimeout((opts.resolve ?? systemResolver)(host), opts.timeoutMs ?? 3000, url.href).catch((e) => {
        throw e instanceof UnsafeAddressError ? e : new UnsafeAddressError('unresolved', url.href, (e as NodeJS.ErrnoException).code ?? '');
      });
  if (addresses.length === 0) throw new UnsafeAddressError('unresolved', url.href);
  for (const a of addresses) {
    const verdict = addressVerdict(a.address);
    if (verdict === 'metadata' || (verdict === 'internal' && !listed)) throw new UnsafeAddressError('internal', url.href, a.address);
  }
  return { url, addresses, listed };
}

export interface SafeFetchOptions extends CheckOptions {
  method?: 'GET' | 'HEAD';
  /** The whole fetch, redirects included. */
  timeoutMs?: number;
  maxRedirects?: number;
  /** Read at most this many bytes of the final answer's body (0: none). */
  maxBytes?: number;
  headers?: Record<string, string>;
}

export interface SafeResponse {
  status: number;
  ok: boolean;
  /** The address that answered last (after redirects). */
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** One request to the checked address (no redirect followed). */
function requestOnce(
  target: CheckedUrl,
  opts: { method: string; headers: Record<string, string>; maxBytes: number; signal: AbortSignal },
): Promise<Omit<SafeResponse, 'url'>> {
  const { url, addresses } = target;
  const first = addresses[0] as ResolvedAddress;
  const secure = url.protocol === 'https:';
  // the connection may go only to the checked addresses: Node asks for all of them when it tries families in turn
  const pinned = (_host: string, options: { all?: boolean }, cb: (...args: unknown[]) => void) => {
    if (options?.all)
      cb(
        null,
        addresses.map((a) => ({ address: a.address, family: a.family })),
      );
    else cb(null, first.address, first.family);
  };
  return new Promise((resolve, reject) => {
    const req = (secure ? https : http).request(
      {
        protocol: url.protocol,
        hostname: normaliseHost(url.hostname),
        port: url.port || (secure ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        method: opts.method,
        headers: { host: url.host, 'user-agent': 'ShanLian-media-probe', ...opts.headers },
        lookup: pinned as never,
        // a certificate is checked against the name, while the connection goes to the checked address
        ...(secure && !net.isIP(normaliseHost(url.hostname)) ? { servername: normaliseHost(url.hostname) } : {}),
        signal: opts.signal,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () =>
          resolve({
            status: res.statusCode ?? 0,
            ok: (res.statusCode ?? 0) >= 200 && (res.statusCode ?? 0) < 300,
            headers: res.headers,
            body: Buffer.concat(chunks),
          });
        if (opts.maxBytes <= 0 || opts.method === 'HEAD') {
          res.destroy();
          done();
          return;
        }
        res.on('data', (c: Buffer) => {
          const room = opts.maxBytes - size;
          if (room > 0) chunks.push(c.subarray(0, room));
          size += c.length;
          if (size >= opts.maxBytes) {
            res.destroy();
            done();
          }
        });
        res.on('end', done);
        res.on('error', (e) => (size >= opts.maxBytes ? done() : reject(e)));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * Fetches a user-given http(s) address safely: checked before each request, connected to the checked
 * address, redirects followed by hand (at most `maxRedirects`), each to an address that passes too.
 * Throws UnsafeAddressError for a refused address, or the network's error.
 */
export async function safeFetch(raw: string, opts: SafeFetchOptions): Promise<SafeResponse> {
  const timeoutMs = opts.timeoutMs ?? 3000;
  const signal = AbortSignal.timeout(timeoutMs);
  const maxRedirects = opts.maxRedirects ?? 3;
  let method = opts.method ?? 'GET';
  let current = raw;
  for (let hop = 0; ; hop++) {
    const target = await checkUrl(current, { ...opts, timeoutMs });
    const res = await requestOnce(target, { method, headers: opts.headers ?? {}, maxBytes: opts.maxBytes ?? 0, signal });
    const location = res.headers.location;
    if (!REDIRECTS.has(res.status) || !location) return { ...res, url: target.url.href };
    if (hop >= maxRedirects) throw new UnsafeAddressError('redirects', target.url.href);
    current = new URL(location, target.url).href;
    if (res.status === 303) method = 'GET';
  }
}
