// Starts the server with the built web app on a fresh embedded database (demo data seeded) for the
// measuring scripts, and answers its address and a stop function. Shared by bundle-size, first-load and lighthouse.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export async function serveBuilt() {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) throw new Error('apps/web/dist is missing: run `npm run build` first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shanlian-measure-'));
  const port = 4100 + Math.floor(Math.random() * 800);
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn', HOST: '127.0.0.1' };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  server.stdout.on('data', (d) => (log += d));
  server.stderr.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`server exited:\n${log}`);
    }
    try {
      if ((await fetch(`${url}/v1/health`)).ok) break;
    } catch {}
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server did not start:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return { url, stop };
}
