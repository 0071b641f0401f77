import { defineSimulator } from '../simulator.ts';

/**
 * The document library's side of execute_tool (docs/connectors.md §4.6): it has no tools, since
 * clients reach it through the proxy (document-library.ts), which seeds an account's library on
 * its first request.
 */
export const doclibToolSimulator = defineSimulator<'doclib', undefined>({
  open: () => undefined,
  seed: async () => {},
  handlers: {},
});
