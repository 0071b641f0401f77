import react from '@astrojs/react';
import starlight from '@astrojs/starlight';
import { defineConfig, passthroughImageService } from 'astro/config';
import { createStarlightTypeDocPlugin } from 'starlight-typedoc';
import { DOCUMENTED_PACKAGES, packageEntries } from './scripts/package-entries.mjs';

const entries = DOCUMENTED_PACKAGES.flatMap((folder) => packageEntries(folder).entries);

// One TypeDoc run over every entry of every package: one TypeScript program, so the build stays
// short, and a type one entry re-exports from another links across packages.
const [referencePlugin, referenceSidebar] = createStarlightTypeDocPlugin();
const reference = referencePlugin({
  entryPoints: entries.map((entry) => entry.file),
  tsconfig: './tsconfig.reference.json',
  output: 'reference/api',
  sidebar: { label: 'API', collapsed: true },
  pagination: true,
  typeDoc: {
    excludeExternals: true,
    excludePrivate: true,
    excludeInternal: true,
    skipErrorChecking: true,
    readme: 'none',
    name: 'API reference',
    // Source paths mean nothing to an integrator reading the published packages.
    disableSources: true,
    entryFileName: 'index',
    // One page per entry keeps the build short and reads like a package's API page.
    outputFileStrategy: 'modules',
    sort: ['kind', 'alphabetical'],
    // TypeDoc's anchors, not Starlight's heading ids, are what its links name (a member's anchor
    // is its parent's name and its own, so a type of that name gets a numbered one).
    useHTMLAnchors: true,
    // The entry's import specifier names each module, as an integrator writes it.
    plugin: ['./scripts/typedoc-entry-names.mjs'],
    entryNames: Object.fromEntries(entries.map((entry) => [entry.file, entry.specifier])),
  },
});

export default defineConfig({
  site: 'https://plugboard.dev',
  image: { service: passthroughImageService() },
  // The workspace packages from their source, like the packages' own tests: the pages, the
  // reference and the live examples show the code as it is, with no build of the packages first.
  vite: {
    // Vite's own defaults follow: setting conditions replaces them.
    resolve: { conditions: ['@plugboard/source', 'module', 'browser', 'development|production'] },
    ssr: {
      resolve: {
        conditions: ['@plugboard/source', 'module', 'node', 'development|production'],
        externalConditions: ['@plugboard/source'],
      },
    },
  },
  integrations: [
    starlight({
      title: 'Plugboard',
      description: 'An embeddable React kit for end-user account connection.',
      lastUpdated: false,
      pagefind: true,
      customCss: ['./src/styles/site.css'],
      plugins: [reference],
      sidebar: [
        { label: 'Getting started', autogenerate: { directory: 'getting-started' } },
        { label: 'Concepts', autogenerate: { directory: 'concepts' } },
        { label: 'Guides', autogenerate: { directory: 'guides' } },
        { label: 'Components', autogenerate: { directory: 'components' } },
        { label: 'Hooks', autogenerate: { directory: 'hooks' } },
        {
          label: 'Reference',
          items: [
            { label: 'Theme variables', link: '/reference/theme-variables/' },
            { label: 'Emulator control API', link: '/reference/emulator-control/' },
            { label: 'BFF HTTP routes', link: '/reference/bff-routes/' },
            { label: 'Hosted API (emulator OpenAPI)', link: '/reference/hosted-api/' },
            referenceSidebar,
          ],
        },
      ],
    }),
    react(),
  ],
});
