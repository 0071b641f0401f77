import { variantChooser } from '../../account-variant.ts';
import { seedId } from '../api/ids.ts';
import { VIDEO_SEED } from './build-ids.ts';
import { SEED_CHANNELS, type SeedChannel } from './catalog.ts';

/*
 * The account's own channel, the one every tool acts as. An owner's first account has the
 * catalog's (Workbench Diaries, tests and demos name it); a further account (`<owner>#<slot>`)
 * a channel of its own: an id made from its slot and a name its slot chooses, so two video
 * accounts of one user answer different channels (docs/internals/emulator.md, "Each account its
 * own data"). The rest of the platform, the channel's videos included, is the same in every account.
 */

/** What makes a further account's channel its own. */
type ChannelIdentity = Pick<SeedChannel, 'title' | 'handle' | 'description'>;

function firstChannel(): SeedChannel {
  const channel = SEED_CHANNELS.find((seed) => seed.key === 'mine');
  if (channel === undefined) throw new Error('The video catalog has no channel of its own.');
  return channel;
}

// None of these is a name or handle the catalog's channels have.
const CHANNEL_POOL: readonly [ChannelIdentity, ...ChannelIdentity[]] = [
  {
    title: 'Sawdust Sundays',
    handle: '@sawdustsundays',
    description: 'Weekend furniture projects, start to finish, in a shared community workshop.',
  },
  {
    title: 'The Dovetail Den',
    handle: '@dovetailden',
    description: 'Hand-cut joinery, tool restoration and the occasional glue-up disaster.',
  },
  {
    title: 'Grain & Glue',
    handle: '@grainandglue',
    description: 'Small-shop woodworking for beginners: one tool, one project at a time.',
  },
  {
    title: 'Backyard Joinery',
    handle: '@backyardjoinery',
    description: 'Outdoor furniture and garden builds from a shop under a carport.',
  },
  {
    title: 'Chisel Notes',
    handle: '@chiselnotes',
    description: 'Slow woodworking: sharpening, hand planes and honest timelapses.',
  },
  {
    title: 'Offcut Workshop',
    handle: '@offcutworkshop',
    description: 'Making useful things from scrap wood, every other Tuesday.',
  },
];

/** The id of the account `identifier`'s own channel. */
export function myChannelId(identifier: string): string {
  const chooser = variantChooser(identifier);
  return chooser === null ? VIDEO_SEED.channels.mine : seedId('channel', `mine#${chooser.slot}`);
}

/** The account `identifier`'s own channel, as the seed writes it (its id: `myChannelId`). */
export function myChannel(identifier: string): SeedChannel {
  const chooser = variantChooser(identifier);
  const identity = chooser === null ? {} : chooser.pick('channel', CHANNEL_POOL);
  return { ...firstChannel(), ...identity };
}
