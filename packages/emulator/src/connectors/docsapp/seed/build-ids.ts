import { stableId } from '../../stable-id.ts';
import { DOCSAPP_SEED_NAMES } from './workspace.ts';

/** The stable id of a seed object, the same in every account. */
export const seedId = (name: string) => stableId(`docsapp/${name}`);

/** Seed ids a test or a demo can rely on. */
export const DOCSAPP_SEED = Object.fromEntries(
  Object.entries(DOCSAPP_SEED_NAMES).map(([key, name]) => [key, seedId(name)]),
) as { readonly [Key in keyof typeof DOCSAPP_SEED_NAMES]: string };
