import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;

/**
 * Writes a brotli (.br) and a gzip (.gz) twin of every text file of the build, compressed once at
 * their best levels, so the server sends them as they are instead of compressing on each request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'shanlian-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((f) => COMPRESSIBLE.test(f) && !f.startsWith('.vite'));
      await Promise.all(
        files.map(async (f) => {
          const file = path.join(outDir, f);
          const raw = await fs.promises.readFile(file);
          const br = zlib.brotliCompressSync(raw, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
          });
          const gz = zlib.gzipSync(raw, { level: 9 });
          // A twin no smaller than the file is left out; the server then sends the file itself.
          if (br.length < raw.length) await fs.promises.writeFile(`${file}.br`, br);
          if (gz.length < raw.length) await fs.promises.writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/** Libraries big enough to be fetched only by the pages that use them, each in its own long-cached chunk. */
const HEAVY: [name: string, test: RegExp][] = [
  ['charts', /[\\/]node_modules[\\/](echarts|zrender)[\\/]/],
  ['video', /[\\/]node_modules[\\/]hls\.js[\\/]/],
  ['editor', /[\\/]node_modules[\\/](@tiptap|prosemirror-[^\\/]+|linkifyjs|orderedmap|rope-sequence|w3c-keyname|markdown-it)[\\/]/],
  ['pdf', /[\\/]node_modules[\\/]pdfjs-dist[\\/]/],
  ['map', /[\\/]node_modules[\\/](leaflet|gcoord)[\\/]/],
  ['scanner', /[\\/]node_modules[\\/]@zxing[\\/]/],
  ['drag', /[\\/]node_modules[\\/]@dnd-kit[\\/]/],
  ['crop', /[\\/]node_modules[\\/](antd-img-crop|react-easy-crop)[\\/]/],
];
const isHeavy = (id: string) => HEAVY.some(([, test]) => test.test(id));
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack[\\/][^\\/]+)[\\/]/;
/** antd's icons, drawn by the plain screens too. */
const ICONS = /[\\/]node_modules[\\/](@ant-design[\\/](icons|icons-svg|colors|fast-color)|@babel[\\/]runtime)[\\/]/;
const ANTD_ITSELF = /[\\/]node_modules[\\/]antd[\\/]/;
const CONTRACT = /[\\/](packages[\\/]contract[\\/]src|node_modules[\\/]zod)[\\/]/;
const NODE_MODULES = /[\\/]node_modules[\\/]/;
/** The web app's shared code (components, lib, api, app), outside the features. */
const SHARED = /[\\/]apps[\\/]web[\\/]src[\\/](?!features[\\/])/;
const FEATURE = /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/;
/** Features whose first screens draw without antd (store home, search, detail; cart; checkout). */
const PLAIN_FEATURE = /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/](store|cart|checkout)[\\/]/;

/** Whether a module reaches antd, or a heavy library, through its static imports (itself included). */
function moduleReach(ctx: Rolldown.ChunkingContext) {
  const memo = new Map<string, boolean>();
  const reaches = (key: string, test: (id: string) => boolean, id: string): boolean => {
    const k = `${key}:${id}`;
    const known = memo.get(k);
    if (known !== undefined) return known;
    memo.set(k, false); // a cycle reads false until it is decided
    const found = test(id) || (ctx.getModuleInfo(id)?.importedIds.some((d) => reaches(key, test, d)) ?? false);
    memo.set(k, found);
    return found;
  };
  return {
    antd: (id: string) => reaches('antd', (m) => ANTD_ITSELF.test(m), id),
    heavy: (id: string) => reaches('heavy', isHeavy, id),
  };
}

/**
 * A few long-cached chunks instead of one for every set of pages that shares a module (hundreds of
 * small files, 80 of them on the cart's first load): React; what the page's entry loads at once;
 * the contract with zod; antd's icons; antd with the other small libraries; each heavy library alone,
 * for the pages that use it; the app's shared code; one chunk per feature. Code the store's plain screens use (search,
 * product detail, cart, checkout: no antd) goes to "-plain" chunks that never import antd, and app code that reaches
 * a heavy library stays with the page that imports it (automatic splitting), so that a feature's
 * other pages do not fetch it. Each group takes its modules (and their imports) before the groups
 * below it, so none takes another's modules along.
 */
function codeSplitting(): Rolldown.CodeSplittingOptions {
  let reach: ReturnType<typeof moduleReach> | null = null;
  const r = (ctx: Rolldown.ChunkingContext) => (reach ??= moduleReach(ctx));
  /** The chunk for app code drawn without antd (plain) or with it; none for code reaching a heavy library. */
  const app =
    (plain: boolean, chunk: string) =>
    (id: string, ctx: Rolldown.ChunkingContext): string | null =>
      r(ctx).heavy(id) || r(ctx).antd(id) === plain ? null : chunk;
  return {
    groups: [
      { name: 'react', test: REACT, priority: 90 },
      { name: 'boot', tags: ['$initial'], priority: 80 },
      { name: 'contract', test: CONTRACT, priority: 70 },
      { name: 'icons', test: ICONS, priority: 60 },
      { name: 'antd', test: (id) => NODE_MODULES.test(id) && !isHeavy(id), priority: 50 },
      ...HEAVY.map(([name, test]) => ({ name, test, priority: 40 })),
      { debugName: 'shared-plain', name: app(true, 'shared-plain'), test: SHARED, priority: 35 },
      { debugName: 'shared', name: app(false, 'shared'), test: SHARED, priority: 30 },
      {
        debugName: 'features-plain',
        name: (id, ctx) => (r(ctx).heavy(id) || r(ctx).antd(id) ? null : `${FEATURE.exec(id)?.[1]}-plain`),
        test: PLAIN_FEATURE,
        priority: 25,
      },
      {
        debugName: 'features',
        name: (id, ctx) => (r(ctx).heavy(id) ? null : (FEATURE.exec(id)?.[1] ?? null)),
        test: FEATURE,
        priority: 20,
      },
    ],
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  server: { port: 5173, proxy: { '/v1': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    // antd is one chunk on purpose (1.3 MB before compression, 280 KB as sent), cached across every page that draws it
    chunkSizeWarningLimit: 1400,
    reportCompressedSize: true,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: codeSplitting() } },
  },
});
