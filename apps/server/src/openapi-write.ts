import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApi } from './platform/openapi.js';

/** npm run openapi -w apps/server: rewrites the committed openapi.json. */
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../openapi.json');
fs.writeFileSync(out, `${JSON.stringify(buildOpenApi({ includeDev: false }), null, 2)}\n`);
console.log(`wrote ${out}`);
