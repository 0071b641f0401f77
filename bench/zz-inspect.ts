import { build, type Rollup } from 'vite';
const HOST_APP = '/work/main/apps/example/';
const id = `${HOST_APP}bench-entry.js`;
const out = (await build({
  configFile: false, logLevel: 'silent', root: HOST_APP,
  plugins: [{ name: 'e', enforce: 'pre', resolveId: (s: string) => (s.endsWith('bench-entry') ? id : undefined), load: (l: string) => (l === id ? process.argv[2] : undefined) }],
  resolve: { conditions: ['@plugboard/source', 'browser', 'module', 'import', 'default'] },
  esbuild: { jsx: 'automatic' }, define: { 'process.env.NODE_ENV': '"production"' },
  build: { write: false, minify: 'esbuild', lib: { entry: 'bench-entry', formats: ['es'], fileName: 'entry' }, rollupOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/, /^swr($|\/)/, /^@radix-ui\/react-dialog($|\/)/] } },
})) as Rollup.RollupOutput[];
for (const c of out[0]!.output) if (c.type === 'chunk') { for (const [m, i] of Object.entries(c.modules).sort((a, b) => b[1].renderedLength - a[1].renderedLength)) console.log(i.renderedLength, m.replace('/work/main/', '')); if (process.argv[3]) console.log(c.code); }
import { transformWithEsbuild } from 'vite';
import { gzipSync } from 'node:zlib';
for (const c of out[0]!.output) if (c.type === 'chunk') { const m = (await transformWithEsbuild(c.code, 'x.js', { minify: true })).code; console.log('MIN', m.length, gzipSync(m, {level: 9}).length); if (process.argv[3] === 'min') console.log(m); }
