import type { Deps } from '../../platform/context.js';
import { loadStreams } from './media.js';
import { MEDIA_DIR } from './media.routes.js';
import { allMonitors, resolvePlayUrl, setOnline } from './monitors.service.js';

const PROBE_TIMEOUT_MS = 3_000;

/** Whether a stream address on a media server answers within the timeout. */
async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { method: 'GET', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}

let ownStreams: Set<string> | null = null;

/**
 * The monitor probe job: each camera's stream is asked for (a device identifier through the media
 * server's template) and its online state stored. An address on this server itself (the platform's
 * test streams) is online when that stream exists.
 */
export async function probeMonitors(deps: Deps, now: Date): Promise<void> {
  ownStreams ??= new Set(loadStreams(MEDIA_DIR).keys());
  for (const m of await allMonitors(deps.database.db)) {
    const url = resolvePlayUrl(deps.config, m.playUrl);
    const online = url.startsWith('/') ? ownStreams.has(m.playUrl) : await answers(url);
    if (online !== m.online || !m.lastCheckedAt) await setOnline(deps.database.db, m.id, online, now);
  }
}
