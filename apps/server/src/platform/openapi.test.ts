import fs from 'node:fs';
import path from 'node:path';
import { operations } from '@shanlian/contract';
import { describe, expect, it } from 'vitest';
import { buildOpenApi } from './openapi.js';

describe('OpenAPI document', () => {
  it('is committed as generated; run `npm run openapi -w apps/server` after changing the contract', () => {
    const committed = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../openapi.json'), 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(buildOpenApi({ includeDev: false }))));
  });

  it('documents every operation of the contract except the development ones', () => {
    const doc = buildOpenApi({ includeDev: false });
    for (const name of Object.keys(operations)) {
      if (name.startsWith('Dev/')) expect(doc.paths[`/v1/${name}`]).toBeUndefined();
      else expect(doc.paths[`/v1/${name}`]).toBeDefined();
    }
  });
});
