import { build, type Rollup, transformWithEsbuild } from 'vite';
import { gzipSync } from 'node:zlib';
const HOST_APP = '/work/main/apps/example/';
const id = `${HOST_APP}bench-entry.js`;
const out = (await build({
  configFile: false, logLevel: 'silent', root: HOST_APP,
  plugins: [{ name: 'e', enforce: 'pre', resolveId: (s: string) => (s.endsWith('bench-entry') ? id : undefined), load: (l: string) => (l === id ? process.argv[2] : undefined) }],
  resolve: { conditions: ['@plugboard/source', 'browser', 'module', 'import', 'default'] },
  esbuild: { jsx: 'automatic' }, define: { 'process.env.NODE_ENV': '"production"' },
  build: { write: false, minify: false, lib: { entry: 'bench-entry', formats: ['es'], fileName: 'entry' }, rollupOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/, /^swr($|\/)/, /^@radix-ui\/react-dialog($|\/)/, ...(process.argv[3] ? [new RegExp(process.argv[3])] : [])] } },
})) as Rollup.RollupOutput[];
let rows: [number, number, string][] = [];
for (const c of out[0]!.output) if (c.type === 'chunk') for (const [m, i] of Object.entries(c.modules)) { if (!i.code) continue; const min = (await transformWithEsbuild(i.code, 'x.js', { minify: true })).code; rows.push([min.length, gzipSync(min, {level:9}).length, m.replace('/work/main/packages/', '')]); }
rows.sort((a, b) => b[0] - a[0]); for (const r of rows) console.log(r.join('\t')); console.log('sum', rows.reduce((s, r) => s + r[0], 0), rows.reduce((s, r) => s + r[1], 0));
