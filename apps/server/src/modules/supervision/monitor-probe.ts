import type { Deps } from '../../platform/context.js';
import { safeFetch } from '../../platform/safe-fetch.js';
import { loadStreams } from './media.js';
import { MEDIA_DIR } from './media.routes.js';
import { allMonitors, isHttpPlayUrl, resolvePlayUrl, setOnline } from './monitors.service.js';

const PROBE_TIMEOUT_MS = 3_000;

/**
 * Whether a stream address on a media server answers within the timeout. The address is a user's:
 * it is fetched only through safe-fetch (no internal address unless its host is in MEDIA_HOSTS,
 * checked at connection time, redirects checked too); a refused address is offline.
 */
async function answers(url: string, allowHosts: readonly string[]): Promise<boolean> {
  try {
    return (await safeFetch(url, { allowHosts, method: 'GET', timeoutMs: PROBE_TIMEOUT_MS, maxRedirects: 3 })).ok;
  } catch {
    return false;
  }
}

let ownStreams: Set<string> | null = null;

/**
 * The monitor probe job: each camera's stream is asked for (a device identifier through the media
 * server's template) and its online state stored. A device on this server itself (the template a
 * path: the platform's test streams) is online when that stream exists; nothing is fetched for it.
 */
export async function probeMonitors(deps: Deps, now: Date): Promise<void> {
  ownStreams ??= new Set(loadStreams(MEDIA_DIR).keys());
  for (const m of await allMonitors(deps.database.db)) {
    const url = resolvePlayUrl(deps.config, m.playUrl);
    const own = !isHttpPlayUrl(m.playUrl) && url.startsWith('/');
    const online = own ? ownStreams.has(m.playUrl) : await answers(url, deps.config.MEDIA_HOSTS);
    if (online !== m.online || !m.lastCheckedAt) await setOnline(deps.database.db, m.id, online, now);
  }
}
