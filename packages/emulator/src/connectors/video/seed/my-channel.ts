import { type VariantChooser, variantChooser } from '../../account-variant.ts';
import { seedId } from '../api/ids.ts';
import { VIDEO_SEED } from './build-ids.ts';
import { SEED_CHANNELS, type SeedChannel } from './catalog.ts';

/*
 * The account's own channel, the one every tool acts as. An owner's first account has the
 * catalog's (Workbench Diaries, tests and demos name it); a further account (`<owner>#<slot>`)
 * a channel of its own: an id made from its slot and a name its slot chooses, so two video
 * accounts of one user answer different channels
 * (docs/internals/emulator.md §"Each account its own data"). The rest of the platform, the
 * channel's videos included, is the same in every account.
 */

/** What makes a further account's channel its own. */
type ChannelIdentity = Pick<SeedChannel, 'title' | 'handle' | 'description'>;

function firstChannel(): SeedChannel {
  const channel = SEED_CHANNELS.find((seed) => seed.key === 'mine');
  if (channel === undefined) throw new Error('The video catalog has no channel of its own.');
  return channel;
}

// Sixty-four names, none of them a name or handle of the catalog's channels.
const TITLE_WORDS = {
  first: ['Sawdust', 'Dovetail', 'Offcut', 'Chisel', 'Backyard', 'Mortise', 'Birch', 'Plumb'],
  second: ['Sundays', 'Den', 'Workshop', 'Notes', 'Joinery', 'Makes', 'Bench', 'Corner'],
} as const;

function channelIdentity(chooser: VariantChooser): ChannelIdentity {
  const first = chooser.pick('channel/first', TITLE_WORDS.first);
  const second = chooser.pick('channel/second', TITLE_WORDS.second);
  return {
    title: `${first} ${second}`,
    handle: `@${first}${second}`.toLowerCase(),
    description: 'Furniture builds and shop projects from a small workshop, start to finish.',
  };
}

/** The id of the account `identifier`'s own channel. */
export function myChannelId(identifier: string): string {
  const chooser = variantChooser(identifier);
  return chooser === null ? VIDEO_SEED.channels.mine : seedId('channel', `mine#${chooser.slot}`);
}

/** The account `identifier`'s own channel, as the seed writes it (its id: `myChannelId`). */
export function myChannel(identifier: string): SeedChannel {
  const chooser = variantChooser(identifier);
  const identity = chooser === null ? {} : channelIdentity(chooser);
  return { ...firstChannel(), ...identity };
}
