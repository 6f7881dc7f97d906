import { buildApp } from './app.js';
import { loadConfig } from './platform/config.js';
import { openDatabase } from './platform/db.js';
import { DEMO_ACCOUNTS, seedIfEmpty } from './seed/seed.js';

const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
const { app, deps } = await buildApp({ config, database });
if (config.SEED === 'auto') {
  const seeded = await seedIfEmpty(database.db, deps, { log: (m) => app.log.info(m) });
  if (seeded) app.log.info('demo data created');
}
await app.listen({ port: config.PORT, host: config.HOST });

const url = `http://localhost:${config.PORT}`;
console.log(
  `\n膳链 ShanLian 已启动: ${url}  (数据库: ${database.kind === 'pglite' ? `内嵌 PGlite, ${config.dataDir}` : 'PostgreSQL'}${deps.redis ? ', Redis' : ''})`,
);
console.log('演示账号 (demo accounts):');
for (const a of DEMO_ACCOUNTS) console.log(`  ${a.roleName.padEnd(6, '　')} ${a.phone}  ${a.password}  ${a.firm}`);
console.log(`API 文档: ${url}/v1/docs\n`);

for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}
