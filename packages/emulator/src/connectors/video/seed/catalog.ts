import type { ContentRating, GroupItemType, PrivacyStatus } from '../store.ts';

/*
 * The platform every video account starts with, as data: the account's woodworking channel
 * (Workbench Diaries), a shorts channel its content owner (Workbench Media) manages, five creators
 * it follows or is followed by, six viewers, and their videos, playlists, comments,
 * subscriptions, captions, ratings, analytics groups and reporting jobs. Times are days before
 * the day the account is seeded, so analytics always cover the recent past; ids are stable.
 */

export type ChannelKey =
  | 'mine'
  | 'shorts'
  | 'timber'
  | 'circuit'
  | 'trails'
  | 'bytes'
  | 'kitchen'
  | 'maya'
  | 'tom'
  | 'lena'
  | 'sam'
  | 'jonas'
  | 'aiko';

/** Who watches a channel's videos, and how. */
export interface ChannelAudience {
  /** Weights of views by country (ISO 3166-1 alpha-2). */
  countries: Record<string, number>;
  /** Weights of views by device type (the analytics service's values). */
  devices: Record<string, number>;
  likeRate: number;
  retention: number;
  rpmUsd: number;
}

export interface SeedChannel {
  key: ChannelKey;
  role: 'mine' | 'managed' | 'creator' | 'viewer';
  title: string;
  description: string;
  handle: string;
  username: string | null;
  ageDays: number;
  country: string | null;
  keywords: string[];
  subscribers: number;
  hiddenSubscribers?: boolean;
  audience?: ChannelAudience;
}

const US_AUDIENCE = { US: 46, GB: 10, CA: 9, IN: 8, AU: 6, DE: 6, BR: 3, JP: 2 };
const DESKTOP_HEAVY = { DESKTOP: 38, MOBILE: 44, TV: 12, TABLET: 6 };

export const SEED_CHANNELS: readonly SeedChannel[] = [
  {
    key: 'mine',
    role: 'mine',
    title: 'Workbench Diaries',
    description:
      'Furniture builds, shop tips and honest mistakes from a one-car-garage woodshop. New videos every other Friday.',
    handle: '@workbenchdiaries',
    username: null,
    ageDays: 2200,
    country: 'US',
    keywords: ['woodworking', 'diy', 'furniture', 'hand tools'],
    subscribers: 48_210,
    audience: {
      countries: US_AUDIENCE,
      devices: DESKTOP_HEAVY,
      likeRate: 0.045,
      retention: 0.48,
      rpmUsd: 6.5,
    },
  },
  {
    key: 'shorts',
    role: 'managed',
    title: 'Workbench Shorts',
    description: 'Sixty seconds or less from the Workbench Diaries shop.',
    handle: '@workbenchshorts',
    username: null,
    ageDays: 400,
    country: 'US',
    keywords: ['woodworking', 'shorts'],
    subscribers: 6_130,
    audience: {
      countries: US_AUDIENCE,
      devices: { MOBILE: 88, TABLET: 7, DESKTOP: 5 },
      likeRate: 0.06,
      retention: 0.92,
      rpmUsd: 0.4,
    },
  },
  {
    key: 'timber',
    role: 'creator',
    title: 'Timber & Tenon',
    description: 'Traditional joinery and hand-tool furniture from a small workshop in Yorkshire.',
    handle: '@timberandtenon',
    username: 'timberandtenon',
    ageDays: 3100,
    country: 'GB',
    keywords: ['joinery', 'hand tools', 'furniture'],
    subscribers: 312_000,
    audience: {
      countries: { GB: 34, US: 30, AU: 9, CA: 8, DE: 7, NL: 5, IN: 4, IE: 3 },
      devices: DESKTOP_HEAVY,
      likeRate: 0.05,
      retention: 0.55,
      rpmUsd: 7.1,
    },
  },
  {
    key: 'circuit',
    role: 'creator',
    title: 'Circuit Garden',
    description: 'Electronics projects, repairs and experiments. Ask before you try these at home.',
    handle: '@circuitgarden',
    username: null,
    ageDays: 1500,
    country: 'DE',
    keywords: ['electronics', 'maker', 'repair'],
    subscribers: 98_400,
    audience: {
      countries: { DE: 31, US: 27, AT: 8, CH: 7, GB: 9, IN: 10, PL: 5, NL: 3 },
      devices: { DESKTOP: 46, MOBILE: 40, TV: 8, TABLET: 6 },
      likeRate: 0.04,
      retention: 0.42,
      rpmUsd: 5.2,
    },
  },
  {
    key: 'trails',
    role: 'creator',
    title: 'Northern Trails',
    description: 'Wilderness trips, gear and stories from the Canadian north.',
    handle: '@northerntrails',
    username: 'northerntrailsfilms',
    ageDays: 2600,
    country: 'CA',
    keywords: ['outdoors', 'canoe', 'camping', 'travel'],
    subscribers: 1_240_000,
    audience: {
      countries: { CA: 30, US: 38, GB: 8, DE: 7, AU: 6, FR: 5, SE: 3, NZ: 3 },
      devices: { TV: 41, MOBILE: 35, DESKTOP: 18, TABLET: 6 },
      likeRate: 0.038,
      retention: 0.51,
      rpmUsd: 8.9,
    },
  },
  {
    key: 'bytes',
    role: 'creator',
    title: 'Daily Bytes',
    description: 'Tech news and reviews without the hype.',
    handle: '@dailybytes',
    username: 'dailybytesnews',
    ageDays: 3900,
    country: 'US',
    keywords: ['tech', 'news', 'reviews'],
    subscribers: 2_050_000,
    audience: {
      countries: { US: 40, IN: 18, GB: 9, CA: 7, DE: 6, BR: 8, PH: 7, AU: 5 },
      devices: { MOBILE: 61, DESKTOP: 24, TV: 10, TABLET: 5 },
      likeRate: 0.032,
      retention: 0.44,
      rpmUsd: 9.8,
    },
  },
  {
    key: 'kitchen',
    role: 'creator',
    title: 'Kitchen Lab',
    description: 'Weeknight recipes, tested three times.',
    handle: '@kitchenlab',
    username: null,
    ageDays: 2400,
    country: 'GB',
    keywords: ['cooking', 'recipes', 'baking'],
    subscribers: 241_000,
    audience: {
      countries: { GB: 38, US: 28, IE: 6, AU: 8, CA: 7, IN: 6, NZ: 4, ZA: 3 },
      devices: { MOBILE: 52, TV: 20, DESKTOP: 16, TABLET: 12 },
      likeRate: 0.052,
      retention: 0.5,
      rpmUsd: 6.1,
    },
  },
  {
    key: 'maya',
    role: 'viewer',
    title: 'Maya Chen',
    description: 'Weekend woodworker.',
    handle: '@mayamakes',
    username: null,
    ageDays: 1900,
    country: 'US',
    keywords: [],
    subscribers: 38,
  },
  {
    key: 'tom',
    role: 'viewer',
    title: 'Tom Rivera',
    description: '',
    handle: '@tomrivera',
    username: 'tomrivera82',
    ageDays: 5200,
    country: 'US',
    keywords: [],
    subscribers: 12,
  },
  {
    key: 'lena',
    role: 'viewer',
    title: 'Lena Okafor',
    description: 'Furniture restorer in Lagos.',
    handle: '@lenaokafor',
    username: null,
    ageDays: 1200,
    country: 'NG',
    keywords: [],
    subscribers: 210,
  },
  {
    key: 'sam',
    role: 'viewer',
    title: 'Sam Patel',
    description: '',
    handle: '@sampatel',
    username: null,
    ageDays: 800,
    country: 'IN',
    keywords: [],
    subscribers: 5,
  },
  {
    key: 'jonas',
    role: 'viewer',
    title: 'Jonas Berg',
    description: '',
    handle: '@jonasberg',
    username: null,
    ageDays: 2900,
    country: 'SE',
    keywords: [],
    subscribers: 0,
    hiddenSubscribers: true,
  },
  {
    key: 'aiko',
    role: 'viewer',
    title: 'Aiko Tanaka',
    description: 'Japanese joinery enthusiast.',
    handle: '@aikotanaka',
    username: null,
    ageDays: 650,
    country: 'JP',
    keywords: [],
    subscribers: 91,
  },
];

export type VideoKey =
  | 'walnutTable'
  | 'joinery'
  | 'shopTour'
  | 'sharpening'
  | 'handPlane'
  | 'liveQa'
  | 'riverTable'
  | 'routerJig'
  | 'dovetailShort'
  | 'glueUp'
  | 'finishShort'
  | 'mortise'
  | 'workbenchBuild'
  | 'toolChest'
  | 'timberMembers'
  | 'solderStation'
  | 'teslaCoil'
  | 'spotWelder'
  | 'yukon'
  | 'canoeTrip'
  | 'gearGuide'
  | 'chipShortage'
  | 'laptopReview'
  | 'aiWeek'
  | 'sourdough'
  | 'knifeSkills'
  | 'pasta';

export interface SeedVideo {
  key: VideoKey;
  channel: ChannelKey;
  title: string;
  description: string;
  tags: string[];
  categoryId: string;
  ageDays: number;
  hour: number;
  seconds: number;
  privacy?: PrivacyStatus;
  commentsDisabled?: boolean;
  contentRating?: ContentRating;
  license?: 'creativeCommon';
  language?: string;
  peakViews: number;
  halfLifeDays: number;
}

export const SEED_VIDEOS: readonly SeedVideo[] = [
  {
    key: 'walnutTable',
    channel: 'mine',
    title: 'Building a walnut dining table from rough lumber',
    description:
      'From rough-sawn boards to a finished table seating eight: milling, glue-ups, breadboard ends and a hardwax oil finish.\n\nCut list and plans: https://example.com/walnut-table',
    tags: ['woodworking', 'walnut', 'dining table', 'furniture'],
    categoryId: '26',
    ageDays: 420,
    hour: 17,
    seconds: 1477,
    peakViews: 5200,
    halfLifeDays: 25,
  },
  {
    key: 'joinery',
    channel: 'mine',
    title: '5 joinery techniques every beginner should know',
    description:
      'Butt joints with screws, pocket holes, dowels, half laps and dovetails: when to use each and how to cut them with basic tools.',
    tags: ['woodworking', 'joinery', 'dovetail', 'beginner'],
    categoryId: '26',
    ageDays: 300,
    hour: 17,
    seconds: 951,
    peakViews: 9800,
    halfLifeDays: 40,
  },
  {
    key: 'shopTour',
    channel: 'mine',
    title: 'Shop tour 2026: small garage, big projects',
    description: 'Every tool, jig and storage idea in a one-car garage shop.',
    tags: ['shop tour', 'woodworking', 'garage shop'],
    categoryId: '22',
    ageDays: 160,
    hour: 16,
    seconds: 1082,
    peakViews: 2600,
    halfLifeDays: 12,
  },
  {
    key: 'sharpening',
    channel: 'mine',
    title: 'Sharpening chisels: waterstones vs diamond plates',
    description:
      'A side-by-side test of two sharpening systems, with edge photos under a microscope.',
    tags: ['sharpening', 'chisels', 'hand tools'],
    categoryId: '27',
    ageDays: 95,
    hour: 17,
    seconds: 764,
    peakViews: 3100,
    halfLifeDays: 20,
  },
  {
    key: 'handPlane',
    channel: 'mine',
    title: 'Restoring a 1950s hand plane',
    description: 'Rust removal, flattening the sole and tuning the frog of a flea-market No. 4.',
    tags: ['restoration', 'hand plane', 'hand tools'],
    categoryId: '26',
    ageDays: 48,
    hour: 17,
    seconds: 1269,
    peakViews: 4400,
    halfLifeDays: 15,
  },
  {
    key: 'liveQa',
    channel: 'mine',
    title: 'Live Q&A replay: your woodworking questions',
    description: 'Replay of the members live stream.',
    tags: ['q&a', 'live'],
    categoryId: '22',
    ageDays: 20,
    hour: 19,
    seconds: 3730,
    privacy: 'unlisted',
    peakViews: 380,
    halfLifeDays: 4,
  },
  {
    key: 'riverTable',
    channel: 'mine',
    title: 'Epoxy river table: what went wrong',
    description: 'A failed pour, what caused it, and how I saved the slab.',
    tags: ['epoxy', 'river table', 'mistakes'],
    categoryId: '26',
    ageDays: 9,
    hour: 17,
    seconds: 980,
    peakViews: 6100,
    halfLifeDays: 5,
  },
  {
    key: 'routerJig',
    channel: 'mine',
    title: 'Router jig prototype (draft)',
    description: 'Rough cut, not for release yet.',
    tags: [],
    categoryId: '26',
    ageDays: 2,
    hour: 21,
    seconds: 192,
    privacy: 'private',
    peakViews: 3,
    halfLifeDays: 1,
  },
  {
    key: 'dovetailShort',
    channel: 'shorts',
    title: 'One-minute dovetail',
    description: '#shorts',
    tags: ['shorts', 'dovetail'],
    categoryId: '26',
    ageDays: 60,
    hour: 15,
    seconds: 45,
    peakViews: 12_000,
    halfLifeDays: 3,
  },
  {
    key: 'glueUp',
    channel: 'shorts',
    title: 'The clamp trick for perfect glue-ups',
    description: '#shorts',
    tags: ['shorts', 'glue-up'],
    categoryId: '26',
    ageDays: 30,
    hour: 15,
    seconds: 38,
    peakViews: 8400,
    halfLifeDays: 3,
  },
  {
    key: 'finishShort',
    channel: 'shorts',
    title: 'Oil finish in 30 seconds',
    description: '#shorts',
    tags: ['shorts', 'finishing'],
    categoryId: '26',
    ageDays: 6,
    hour: 15,
    seconds: 52,
    peakViews: 15_000,
    halfLifeDays: 2,
  },
  {
    key: 'mortise',
    channel: 'timber',
    title: 'Hand-cut mortise and tenon, no talking',
    description: 'Forty minutes of chisel work. No music, no talking.',
    tags: ['mortise and tenon', 'joinery', 'asmr'],
    categoryId: '26',
    ageDays: 210,
    hour: 8,
    seconds: 1694,
    commentsDisabled: true,
    peakViews: 22_000,
    halfLifeDays: 30,
  },
  {
    key: 'workbenchBuild',
    channel: 'timber',
    title: 'Building a Roubo workbench in 10 days',
    description: 'Laminated top, drawbored joints and a leg vise, day by day.',
    tags: ['workbench', 'roubo', 'joinery'],
    categoryId: '26',
    ageDays: 75,
    hour: 8,
    seconds: 2463,
    peakViews: 41_000,
    halfLifeDays: 14,
  },
  {
    key: 'toolChest',
    channel: 'timber',
    title: 'A tool chest for the hand-tool woodworker',
    description: 'Dovetailed carcass, sliding tills and a lid that seals out dust.',
    tags: ['tool chest', 'dovetail', 'hand tools'],
    categoryId: '26',
    ageDays: 14,
    hour: 8,
    seconds: 1187,
    peakViews: 30_000,
    halfLifeDays: 6,
  },
  {
    key: 'timberMembers',
    channel: 'timber',
    title: 'Members only: workshop Q&A',
    description: 'For channel members.',
    tags: ['members'],
    categoryId: '22',
    ageDays: 25,
    hour: 19,
    seconds: 3260,
    privacy: 'private',
    peakViews: 40,
    halfLifeDays: 3,
  },
  {
    key: 'solderStation',
    channel: 'circuit',
    title: 'DIY soldering station from scrap parts',
    description: 'A temperature-controlled iron from a laptop charger and an old microcontroller.',
    tags: ['electronics', 'soldering', 'diy'],
    categoryId: '28',
    ageDays: 130,
    hour: 12,
    seconds: 1042,
    language: 'de',
    peakViews: 9000,
    halfLifeDays: 18,
  },
  {
    key: 'teslaCoil',
    channel: 'circuit',
    title: 'Building a tesla coil (and living to tell)',
    description: 'High voltage, handled with respect. Safety notes in the description.',
    tags: ['tesla coil', 'high voltage', 'electronics'],
    categoryId: '28',
    ageDays: 40,
    hour: 12,
    seconds: 1390,
    contentRating: 'mature',
    language: 'de',
    peakViews: 26_000,
    halfLifeDays: 9,
  },
  {
    key: 'spotWelder',
    channel: 'circuit',
    title: 'Microwave transformer spot welder',
    description: 'Dangerous mains voltage. For experienced builders only.',
    tags: ['spot welder', 'electronics', 'battery'],
    categoryId: '28',
    ageDays: 12,
    hour: 12,
    seconds: 845,
    contentRating: 'ageRestricted',
    language: 'de',
    peakViews: 18_000,
    halfLifeDays: 5,
  },
  {
    key: 'yukon',
    channel: 'trails',
    title: '72 hours in the Yukon backcountry',
    description: 'Three days, one canoe, no cell signal.',
    tags: ['yukon', 'backcountry', 'canoe', 'camping'],
    categoryId: '19',
    ageDays: 180,
    hour: 14,
    seconds: 2910,
    peakViews: 120_000,
    halfLifeDays: 20,
  },
  {
    key: 'canoeTrip',
    channel: 'trails',
    title: 'Solo canoe trip: Algonquin in the fall',
    description: 'Seven lakes, four portages and the best colours of the year.',
    tags: ['canoe', 'algonquin', 'solo trip'],
    categoryId: '19',
    ageDays: 55,
    hour: 14,
    seconds: 2112,
    peakViews: 90_000,
    halfLifeDays: 12,
  },
  {
    key: 'gearGuide',
    channel: 'trails',
    title: 'Ultralight gear guide 2026',
    description: 'Everything in my pack, weighed, with what I would change.',
    tags: ['gear', 'ultralight', 'camping'],
    categoryId: '19',
    ageDays: 5,
    hour: 14,
    seconds: 1361,
    peakViews: 70_000,
    halfLifeDays: 4,
  },
  {
    key: 'chipShortage',
    channel: 'bytes',
    title: 'The chip shortage, explained in 10 minutes',
    description: 'Fabs, lead times and why your car needed a thousand chips.',
    tags: ['chips', 'semiconductors', 'explainer'],
    categoryId: '25',
    ageDays: 250,
    hour: 13,
    seconds: 602,
    peakViews: 200_000,
    halfLifeDays: 6,
  },
  {
    key: 'laptopReview',
    channel: 'bytes',
    title: 'This laptop surprised me',
    description: 'Two weeks with a budget laptop that gets the basics right.',
    tags: ['laptop', 'review', 'tech'],
    categoryId: '28',
    ageDays: 33,
    hour: 13,
    seconds: 817,
    peakViews: 150_000,
    halfLifeDays: 5,
  },
  {
    key: 'aiWeek',
    channel: 'bytes',
    title: 'AI this week: what actually matters',
    description: 'The three announcements worth your time, and the ones that are not.',
    tags: ['ai', 'news', 'tech'],
    categoryId: '28',
    ageDays: 3,
    hour: 13,
    seconds: 718,
    peakViews: 180_000,
    halfLifeDays: 3,
  },
  {
    key: 'sourdough',
    channel: 'kitchen',
    title: 'Sourdough from scratch in 24 hours',
    description: 'Starter, levain, bulk, shape, bake: the whole timeline.',
    tags: ['sourdough', 'bread', 'baking'],
    categoryId: '26',
    ageDays: 120,
    hour: 17,
    seconds: 951,
    language: 'en-GB',
    peakViews: 14_000,
    halfLifeDays: 10,
  },
  {
    key: 'knifeSkills',
    channel: 'kitchen',
    title: 'Knife skills: the five cuts you need',
    description: 'Julienne, brunoise, chiffonade and more.',
    tags: ['knife skills', 'cooking', 'basics'],
    categoryId: '26',
    ageDays: 70,
    hour: 17,
    seconds: 484,
    license: 'creativeCommon',
    language: 'en-GB',
    peakViews: 25_000,
    halfLifeDays: 12,
  },
  {
    key: 'pasta',
    channel: 'kitchen',
    title: 'Weeknight pasta, three ways',
    description: 'Three sauces in the time the water boils.',
    tags: ['pasta', 'weeknight', 'recipes'],
    categoryId: '26',
    ageDays: 18,
    hour: 17,
    seconds: 750,
    language: 'en-GB',
    peakViews: 18_000,
    halfLifeDays: 6,
  },
];

export type PlaylistKey =
  | 'beginner'
  | 'shopUpgrades'
  | 'inspiration'
  | 'handTools'
  | 'timberDrafts'
  | 'yukonSeries';

export interface SeedPlaylist {
  key: PlaylistKey;
  channel: ChannelKey;
  title: string;
  description: string;
  privacy: PrivacyStatus;
  ageDays: number;
  videos: VideoKey[];
}

export const SEED_PLAYLISTS: readonly SeedPlaylist[] = [
  {
    key: 'beginner',
    channel: 'mine',
    title: 'Beginner woodworking',
    description: 'Start here: joinery, sharpening and a first big build.',
    privacy: 'public',
    ageDays: 290,
    videos: ['joinery', 'sharpening', 'walnutTable'],
  },
  {
    key: 'shopUpgrades',
    channel: 'mine',
    title: 'Shop upgrades',
    description: 'Tools, restorations and lessons learned in the shop.',
    privacy: 'public',
    ageDays: 150,
    videos: ['shopTour', 'handPlane', 'riverTable'],
  },
  {
    key: 'inspiration',
    channel: 'mine',
    title: 'Inspiration',
    description: 'Builds from other channels to learn from.',
    privacy: 'private',
    ageDays: 70,
    videos: ['workbenchBuild', 'teslaCoil', 'yukon'],
  },
  {
    key: 'handTools',
    channel: 'timber',
    title: 'Hand tool essentials',
    description: 'The joinery series.',
    privacy: 'public',
    ageDays: 200,
    videos: ['mortise', 'toolChest'],
  },
  {
    key: 'timberDrafts',
    channel: 'timber',
    title: 'Drafts',
    description: '',
    privacy: 'private',
    ageDays: 60,
    videos: ['workbenchBuild'],
  },
  {
    key: 'yukonSeries',
    channel: 'trails',
    title: 'Yukon series',
    description: 'Every trip north, in order.',
    privacy: 'public',
    ageDays: 175,
    videos: ['yukon', 'canoeTrip', 'gearGuide'],
  },
];

export interface SeedComment {
  key: string;
  author: ChannelKey;
  text: string;
  likes: number;
  ageDays: number;
}

export type ThreadKey =
  | 'walnutFinish'
  | 'walnutFlattening'
  | 'walnutSchedule'
  | 'joineryClick'
  | 'joineryDrawbore'
  | 'joinerySubtitles'
  | 'joineryPraise'
  | 'planeMemories'
  | 'planeGrit'
  | 'riverLesson'
  | 'roubo'
  | 'sourdoughCrumb';

export interface SeedThread extends SeedComment {
  key: ThreadKey;
  video: VideoKey;
}

export type ReplyKey =
  | 'walnutFinishAnswer'
  | 'walnutFinishRubio'
  | 'walnutFinishThanks'
  | 'walnutScheduleBookmarked'
  | 'joineryClickAnswer'
  | 'joineryPraiseAnswer'
  | 'planeGritAnswer'
  | 'rouboAnswer';

export interface SeedReply extends SeedComment {
  key: ReplyKey;
  thread: ThreadKey;
}

export const SEED_THREADS: readonly SeedThread[] = [
  {
    key: 'walnutFinish',
    video: 'walnutTable',
    author: 'maya',
    text: 'What finish did you use on the walnut? It looks incredible.',
    likes: 42,
    ageDays: 415,
  },
  {
    key: 'walnutFlattening',
    video: 'walnutTable',
    author: 'tom',
    text: 'How long did the flattening take without a planer?',
    likes: 8,
    ageDays: 380,
  },
  {
    key: 'walnutSchedule',
    video: 'walnutTable',
    author: 'lena',
    text: 'Finish schedule I follow: https://example.com/finishing-guide\nWorks great on walnut & cherry.',
    likes: 5,
    ageDays: 200,
  },
  {
    key: 'joineryClick',
    video: 'joinery',
    author: 'sam',
    text: 'The dovetail section finally made it click for me.',
    likes: 120,
    ageDays: 295,
  },
  {
    key: 'joineryDrawbore',
    video: 'joinery',
    author: 'jonas',
    text: 'Could you do a follow-up on drawbore pins?',
    likes: 64,
    ageDays: 260,
  },
  {
    key: 'joinerySubtitles',
    video: 'joinery',
    author: 'aiko',
    text: 'Japanese subtitles would be amazing.',
    likes: 9,
    ageDays: 120,
  },
  {
    key: 'joineryPraise',
    video: 'joinery',
    author: 'timber',
    text: 'Lovely clear explanations. Great work!',
    likes: 210,
    ageDays: 298,
  },
  {
    key: 'planeMemories',
    video: 'handPlane',
    author: 'jonas',
    text: 'My grandfather had the same plane. Brought back memories.',
    likes: 18,
    ageDays: 45,
  },
  {
    key: 'planeGrit',
    video: 'handPlane',
    author: 'maya',
    text: 'What grit did you finish the sole at?',
    likes: 4,
    ageDays: 44,
  },
  {
    key: 'riverLesson',
    video: 'riverTable',
    author: 'tom',
    text: 'Tough lesson on the epoxy pour. Thanks for sharing the failures too.',
    likes: 15,
    ageDays: 8,
  },
  {
    key: 'roubo',
    video: 'workbenchBuild',
    author: 'mine',
    text: 'Ten days! My Roubo took me three months.',
    likes: 56,
    ageDays: 74,
  },
  {
    key: 'sourdoughCrumb',
    video: 'sourdough',
    author: 'mine',
    text: 'Tried this over the weekend, the crumb was perfect.',
    likes: 7,
    ageDays: 100,
  },
];

export const SEED_REPLIES: readonly SeedReply[] = [
  {
    key: 'walnutFinishAnswer',
    thread: 'walnutFinish',
    author: 'mine',
    text: 'Thanks Maya! Three coats of hardwax oil, buffed between coats.',
    likes: 12,
    ageDays: 414,
  },
  {
    key: 'walnutFinishRubio',
    thread: 'walnutFinish',
    author: 'tom',
    text: 'Hardwax oil is the way. Rubio for me.',
    likes: 3,
    ageDays: 410,
  },
  {
    key: 'walnutFinishThanks',
    thread: 'walnutFinish',
    author: 'maya',
    text: 'Great, trying that this weekend!',
    likes: 1,
    ageDays: 409,
  },
  {
    key: 'walnutScheduleBookmarked',
    thread: 'walnutSchedule',
    author: 'aiko',
    text: 'Bookmarked, thanks!',
    likes: 0,
    ageDays: 199,
  },
  {
    key: 'joineryClickAnswer',
    thread: 'joineryClick',
    author: 'mine',
    text: "That's the best thing to hear. Keep practicing on pine first.",
    likes: 30,
    ageDays: 294,
  },
  {
    key: 'joineryPraiseAnswer',
    thread: 'joineryPraise',
    author: 'mine',
    text: 'Coming from you, that means a lot!',
    likes: 45,
    ageDays: 297,
  },
  {
    key: 'planeGritAnswer',
    thread: 'planeGrit',
    author: 'mine',
    text: 'Up to 400 on the granite slab, then a quick strop.',
    likes: 2,
    ageDays: 43,
  },
  {
    key: 'rouboAnswer',
    thread: 'roubo',
    author: 'timber',
    text: 'Ha, the filming took longer than the build!',
    likes: 20,
    ageDays: 73,
  },
];

export interface SeedSubscription {
  subscriber: ChannelKey;
  channel: ChannelKey;
  ageDays: number;
}

export const SEED_SUBSCRIPTIONS: readonly SeedSubscription[] = [
  { subscriber: 'mine', channel: 'timber', ageDays: 500 },
  { subscriber: 'mine', channel: 'circuit', ageDays: 300 },
  { subscriber: 'mine', channel: 'kitchen', ageDays: 120 },
  { subscriber: 'mine', channel: 'bytes', ageDays: 40 },
  { subscriber: 'maya', channel: 'mine', ageDays: 700 },
  { subscriber: 'tom', channel: 'mine', ageDays: 410 },
  { subscriber: 'lena', channel: 'mine', ageDays: 365 },
  { subscriber: 'timber', channel: 'mine', ageDays: 280 },
  { subscriber: 'sam', channel: 'mine', ageDays: 200 },
  { subscriber: 'jonas', channel: 'mine', ageDays: 90 },
  { subscriber: 'aiko', channel: 'mine', ageDays: 12 },
  { subscriber: 'maya', channel: 'timber', ageDays: 600 },
  { subscriber: 'maya', channel: 'kitchen', ageDays: 100 },
  { subscriber: 'tom', channel: 'trails', ageDays: 250 },
  { subscriber: 'jonas', channel: 'circuit', ageDays: 50 },
  { subscriber: 'timber', channel: 'trails', ageDays: 30 },
  { subscriber: 'lena', channel: 'shorts', ageDays: 40 },
];

export type CaptionKey =
  | 'walnutEn'
  | 'walnutEs'
  | 'walnutAsr'
  | 'joineryAsr'
  | 'shopTourCc'
  | 'planeEn'
  | 'planeFr'
  | 'mortiseEn';

export interface SeedCaption {
  key: CaptionKey;
  video: VideoKey;
  language: string;
  name: string;
  trackKind: 'standard' | 'asr';
  isCC?: boolean;
  isDraft?: boolean;
  ageDays: number;
}

export const SEED_CAPTIONS: readonly SeedCaption[] = [
  {
    key: 'walnutEn',
    video: 'walnutTable',
    language: 'en',
    name: 'English',
    trackKind: 'standard',
    ageDays: 419,
  },
  {
    key: 'walnutEs',
    video: 'walnutTable',
    language: 'es',
    name: 'Español',
    trackKind: 'standard',
    ageDays: 380,
  },
  {
    key: 'walnutAsr',
    video: 'walnutTable',
    language: 'en',
    name: '',
    trackKind: 'asr',
    ageDays: 420,
  },
  { key: 'joineryAsr', video: 'joinery', language: 'en', name: '', trackKind: 'asr', ageDays: 300 },
  {
    key: 'shopTourCc',
    video: 'shopTour',
    language: 'en',
    name: 'English (CC)',
    trackKind: 'standard',
    isCC: true,
    ageDays: 158,
  },
  {
    key: 'planeEn',
    video: 'handPlane',
    language: 'en',
    name: 'English',
    trackKind: 'standard',
    ageDays: 47,
  },
  {
    key: 'planeFr',
    video: 'handPlane',
    language: 'fr',
    name: 'Français',
    trackKind: 'standard',
    isDraft: true,
    ageDays: 20,
  },
  {
    key: 'mortiseEn',
    video: 'mortise',
    language: 'en',
    name: 'English',
    trackKind: 'standard',
    ageDays: 209,
  },
];

/** The account's own ratings. */
export const SEED_RATINGS: readonly { video: VideoKey; rating: 'like' | 'dislike' }[] = [
  { video: 'workbenchBuild', rating: 'like' },
  { video: 'sourdough', rating: 'like' },
  { video: 'yukon', rating: 'like' },
  { video: 'chipShortage', rating: 'dislike' },
];

export type GroupKey = 'joineryDeepDives' | 'friends' | 'networkShorts';

export interface SeedGroup {
  key: GroupKey;
  /** The channel's own group, or the content owner's. */
  owner: 'channel' | 'contentOwner';
  title: string;
  itemType: GroupItemType;
  ageDays: number;
}

export const SEED_GROUPS: readonly SeedGroup[] = [
  {
    key: 'joineryDeepDives',
    owner: 'channel',
    title: 'Joinery deep dives',
    itemType: 'youtube#video',
    ageDays: 90,
  },
  {
    key: 'friends',
    owner: 'channel',
    title: 'Friends of the shop',
    itemType: 'youtube#channel',
    ageDays: 200,
  },
  {
    key: 'networkShorts',
    owner: 'contentOwner',
    title: 'Network shorts',
    itemType: 'youtube#video',
    ageDays: 55,
  },
];

export type GroupItemKey =
  | 'deepDiveJoinery'
  | 'deepDiveSharpening'
  | 'friendTimber'
  | 'friendCircuit'
  | 'networkDovetail'
  | 'networkGlueUp'
  | 'networkFinish';

export interface SeedGroupItem {
  key: GroupItemKey;
  group: GroupKey;
  /** A video key for video groups, a channel key for channel groups. */
  resource: VideoKey | ChannelKey;
}

export const SEED_GROUP_ITEMS: readonly SeedGroupItem[] = [
  { key: 'deepDiveJoinery', group: 'joineryDeepDives', resource: 'joinery' },
  { key: 'deepDiveSharpening', group: 'joineryDeepDives', resource: 'sharpening' },
  { key: 'friendTimber', group: 'friends', resource: 'timber' },
  { key: 'friendCircuit', group: 'friends', resource: 'circuit' },
  { key: 'networkDovetail', group: 'networkShorts', resource: 'dovetailShort' },
  { key: 'networkGlueUp', group: 'networkShorts', resource: 'glueUp' },
  { key: 'networkFinish', group: 'networkShorts', resource: 'finishShort' },
];

export type JobKey = 'dailyActivity' | 'revenue' | 'networkDevices';

export interface SeedJob {
  key: JobKey;
  owner: 'channel' | 'contentOwner';
  reportTypeId: string;
  name: string;
  ageDays: number;
  systemManaged?: boolean;
}

export const SEED_JOBS: readonly SeedJob[] = [
  {
    key: 'dailyActivity',
    owner: 'channel',
    reportTypeId: 'channel_basic_a2',
    name: 'Daily user activity',
    ageDays: 60,
  },
  {
    key: 'revenue',
    owner: 'contentOwner',
    reportTypeId: 'content_owner_estimated_revenue_a1',
    name: 'System-Managed Job',
    ageDays: 200,
    systemManaged: true,
  },
  {
    key: 'networkDevices',
    owner: 'contentOwner',
    reportTypeId: 'content_owner_device_os_a2',
    name: 'Network devices',
    ageDays: 10,
  },
];
