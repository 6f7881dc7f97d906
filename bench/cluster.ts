// Several server instances behind nginx on this machine, from TypeScript: what
// deploy/start-cluster.sh does, for the benchmark. Same nginx template, same order (the first
// instance migrates and seeds alone, the others start once it is ready, nginx lists each only
// after its /readyz answered); nginx runs in the foreground as a child, so it ends with us.

import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export const root = path.resolve(import.meta.dirname, '..');
const NGINX_DIR = path.join(root, 'deploy/nginx');

export interface ClusterOptions {
  /** How many instances (2). */
  instances?: number;
  /** The first instance's port; the others follow (4311, 4312, …). */
  basePort?: number;
  /** nginx's port (4310), on 127.0.0.1. */
  nginxPort?: number;
  /** Over the defaults: DATABASE_URL, REDIS_URL, SEED, LOG_LEVEL, … (PORT and DATA_DIR are each instance's). */
  env?: Record<string, string>;
  /** Pids, logs, nginx's files and each instance's DATA_DIR; default .cluster/node-<nginxPort>. */
  runDir?: string;
  /** tsx (default: no build needed) or compiled (apps/server/dist). */
  runtime?: Runtime;
}

export interface Cluster {
  url: string;
  ports: number[];
  pids: number[];
  stop(): Promise<void>;
  /** Each instance's resident set size in MB now (VmRSS), in the order of `ports`; 0 for one that is gone. */
  memory(): Promise<number[]>;
}

/** Creates the database of a postgres:// URL when it is missing. */
export async function ensureDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rows } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rows.length === 0) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

/** V8's old-space ceiling of a server instance, as production runs it. */
export const HEAP = '--max-old-space-size=320';

/** How the server runs: its TypeScript sources through tsx, or the build of `npm run build` (production's form). */
export type Runtime = 'tsx' | 'compiled';

/**
 * Node's arguments for the server. Through tsx with `--import`, one process (the tsx command would
 * run the script in a child of its own), so that the pid is the server's for signals and memory.
 */
export function serverArgs(runtime: Runtime): string[] {
  // the heap's ceiling production sets (apps/server's start script, deploy/): the garbage of a busy
  // instance is collected before its resident set grows past it
  if (runtime === 'tsx') return [HEAP, '--import', 'tsx', 'apps/server/src/main.ts'];
  if (!fs.existsSync(path.join(root, 'apps/server/dist/main.js'))) throw new Error('the compiled server is missing: npm run build -w apps/server');
  return [HEAP, '--conditions=compiled', '--enable-source-maps', 'apps/server/dist/main.js'];
}

/** `node <args>` from the repository root. */
export function spawnNode(args: string[], env: Record<string, string>, stdio: 'pipe' | number): ChildProcess {
  return spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', stdio, stdio] });
}

/** Spawns node and resolves once its output satisfies `ready`. */
export function startProcess(args: string[], env: Record<string, string>, ready: (out: string) => boolean): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawnNode(args, env, 'pipe');
    let out = '';
    const onData = (d: Buffer) => {
      out += d;
      if (ready(out)) resolve(child);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited ${code}:\n${out}`)));
  });
}

/** A process's resident set size in MB (VmRSS of /proc/<pid>/status); 0 when it is gone. */
export async function rssMb(pid: number | undefined): Promise<number> {
  if (!pid) return 0;
  try {
    const status = await fs.promises.readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `url` answers 200, failing early when `child` exits. */
async function waitReady(url: string, child: ChildProcess, what: string, log: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const tail = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').slice(-3000) : '';
      throw new Error(`${what} exited before it was ready (${log}):\n${tail}`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(3000) });
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${what} not ready within ${timeoutMs / 1000} s (${log})`);
    await sleep(300);
  }
}

/** Ends a child: `signal`, then SIGKILL after `graceMs`. */
async function end(child: ChildProcess, signal: NodeJS.Signals, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Renders the nginx configuration into the run folder, as deploy/start-cluster.sh does. */
export function renderNginx(runDir: string, listen: string, ports: number[]): void {
  fs.copyFileSync(path.join(NGINX_DIR, 'nginx.local.conf'), path.join(runDir, 'nginx.conf'));
  const values: Record<string, string> = { SHANLIAN_LISTEN: listen, SHANLIAN_ACCESS_LOG: 'logs/access.log' };
  const conf = fs
    .readFileSync(path.join(NGINX_DIR, 'shanlian.conf.template'), 'utf8')
    .replace(/\$\{(SHANLIAN_[A-Z_]+)\}/g, (whole, name: string) => values[name] ?? whole);
  if (conf.includes('${SHANLIAN_')) throw new Error('a placeholder of the nginx template was not rendered');
  fs.writeFileSync(path.join(runDir, 'shanlian.conf'), conf);
  // the same passive health check as deploy/start-cluster.sh writes
  fs.writeFileSync(path.join(runDir, 'shanlian-upstreams.conf'), ports.map((p) => `server 127.0.0.1:${p} max_fails=3 fail_timeout=10s;\n`).join(''));
}

export async function startCluster(opts: ClusterOptions = {}): Promise<Cluster> {
  const instances = opts.instances ?? 2;
  const basePort = opts.basePort ?? 4311;
  const nginxPort = opts.nginxPort ?? 4310;
  const runDir = path.resolve(opts.runDir ?? path.join(root, '.cluster', `node-${nginxPort}`));
  const url = `http://127.0.0.1:${nginxPort}`;
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    // the audit chain's key (production refuses to start without it): one for every instance of the run
    AUDIT_KEY: process.env.AUDIT_KEY ?? randomBytes(32).toString('hex'),
    SMS_PROVIDER: 'none',
    HOST: '127.0.0.1',
    DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shanlian_cluster',
    REDIS_URL: 'redis://127.0.0.1:6379',
    SEED: 'demo',
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: url,
    ...opts.env,
  };
  const ports = Array.from({ length: instances }, (_, i) => basePort + i);
  const args = serverArgs(opts.runtime ?? 'tsx');
  fs.rmSync(path.join(runDir, 'temp'), { recursive: true, force: true });
  for (const d of ['logs', 'temp', 'pids', 'data']) fs.mkdirSync(path.join(runDir, d), { recursive: true });
  await ensureDatabase(env.DATABASE_URL as string);

  const children: ChildProcess[] = [];
  // Killed with this process, however it ends (a failed benchmark included).
  const killAll = () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  };
  process.once('exit', killAll);

  const startInstance = (port: number) => {
    const dataDir = path.join(runDir, 'data', String(port));
    fs.mkdirSync(dataDir, { recursive: true });
    // Nothing of DATA_DIR is shared: on PostgreSQL the files are in the database (FILE_STORE, decision 023).
    const link = path.join(dataDir, 'files');
    if (fs.lstatSync(link, { throwIfNoEntry: false })?.isSymbolicLink()) fs.unlinkSync(link); // left by an older run
    const log = path.join(runDir, 'logs', `instance-${port}.log`);
    const fd = fs.openSync(log, 'a');
    const child = spawnNode(args, { ...env, PORT: String(port), DATA_DIR: dataDir }, fd);
    fs.closeSync(fd); // the child holds its own copy
    children.push(child);
    return { port, child, log };
  };
  const ready = (i: { port: number; child: ChildProcess; log: string }) =>
    waitReady(`http://127.0.0.1:${i.port}/readyz`, i.child, `instance :${i.port}`, i.log);

  try {
    // The first migrates and seeds alone (no lock between instances), the others then start together.
    const first = startInstance(ports[0] as number);
    await ready(first);
    const rest = ports.slice(1).map(startInstance);
    await Promise.all(rest.map(ready));

    renderNginx(runDir, `127.0.0.1:${nginxPort}`, ports);
    const nginxBin = process.env.NGINX ?? (fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
    const fd = fs.openSync(path.join(runDir, 'logs', 'nginx.log'), 'a');
    const nginx = spawn(
      nginxBin,
      ['-p', `${runDir}/`, '-c', path.join(runDir, 'nginx.conf'), '-e', path.join(runDir, 'logs', 'error.log'), '-g', 'daemon off;'],
      { stdio: ['ignore', fd, fd] },
    );
    fs.closeSync(fd);
    children.push(nginx);
    await waitReady(`${url}/readyz`, nginx, 'nginx', path.join(runDir, 'logs', 'error.log'), 10_000);

    const servers = [first, ...rest];
    return {
      url,
      ports,
      pids: servers.map((s) => s.child.pid as number),
      memory: () => Promise.all(servers.map((s) => rssMb(s.child.pid))),
      stop: async () => {
        // nginx first, so nothing new arrives; then the instances finish what is in flight (SIGTERM, ≤ 10 s)
        await end(nginx, 'SIGQUIT', 10_000);
        await Promise.all(servers.map((s) => end(s.child, 'SIGTERM', 12_000)));
        process.removeListener('exit', killAll);
      },
    };
  } catch (err) {
    killAll();
    process.removeListener('exit', killAll);
    throw err;
  }
}
