import { emailWord, variantChooser } from '../../account-variant.ts';

/*
 * Who is in a crm account's seed workspace: its name, the companies and the people. An owner's
 * first account has the cast the seed has always had (tests and demos name Ada Park of Acme);
 * a further account (`<owner>#<slot>`) a cast its slot chooses from wider pools, so two accounts
 * of one user list different people (docs/internals/emulator.md §"Each account its own data").
 * The records' other values and their ids are the same in every account.
 */

export type CompanyKey = 'acme' | 'globex' | 'initech' | 'umbrella';
export type PersonKey = 'ada' | 'ben' | 'chloe' | 'dev' | 'eva';

/** The workspace's name, its URL slug and the domain of its members' addresses. */
export interface CrmWorkspaceProfile {
  name: string;
  slug: string;
  domain: string;
}

export interface CastCompany {
  name: string;
  /** How deals, meetings and tasks call it: `Acme` for Acme Corporation. */
  short: string;
  domain: string;
}

export interface CastPerson {
  first: string;
  last: string;
  /** The first is the work address. */
  emails: [string, ...string[]];
}

export interface CrmCast {
  workspace: CrmWorkspaceProfile;
  companies: Readonly<Record<CompanyKey, CastCompany>>;
  people: Readonly<Record<PersonKey, CastPerson>>;
}

const FIRST_CAST: CrmCast = {
  workspace: {
    name: 'Northwind Traders',
    slug: 'northwind-traders',
    domain: 'northwind.example.com',
  },
  companies: {
    acme: { name: 'Acme Corporation', short: 'Acme', domain: 'acme.com' },
    globex: { name: 'Globex', short: 'Globex', domain: 'globex.com' },
    initech: { name: 'Initech', short: 'Initech', domain: 'initech.com' },
    umbrella: {
      name: 'Umbrella Logistics',
      short: 'Umbrella',
      domain: 'umbrella-logistics.com',
    },
  },
  people: {
    ada: { first: 'Ada', last: 'Park', emails: ['ada.park@acme.com'] },
    ben: { first: 'Ben', last: 'Ortiz', emails: ['ben@globex.com'] },
    chloe: {
      first: 'Chloé',
      last: 'Martin',
      emails: ['chloe.martin@initech.com', 'chloe@martin.example.com'],
    },
    dev: { first: 'Dev', last: 'Rao', emails: ['dev@acme.com'] },
    eva: { first: 'Eva', last: 'Müller', emails: ['eva.mueller@umbrella-logistics.com'] },
  },
};

/** The company each person works for, the same in every cast. */
const EMPLOYER: Readonly<Record<PersonKey, CompanyKey>> = {
  ada: 'acme',
  ben: 'globex',
  chloe: 'initech',
  dev: 'acme',
  eva: 'umbrella',
};

// The pools hold none of the first cast's names, so a further account never lists its people.
const WORKSPACE_WORDS = {
  first: ['Bluebird', 'Cedar', 'Harbor', 'Juniper', 'Maple', 'Summit', 'Willow', 'Zephyr'],
  second: ['Studio', 'Ventures', 'Partners', 'Collective', 'Labs', 'Group', 'Works', 'Trading'],
} as const;

const COMPANY_POOL: readonly CastCompany[] = [
  { name: 'Bluefin Robotics', short: 'Bluefin', domain: 'bluefin-robotics.com' },
  { name: 'Cobalt Health', short: 'Cobalt', domain: 'cobalthealth.com' },
  { name: 'Driftwood Media', short: 'Driftwood', domain: 'driftwood.media' },
  { name: 'Evergreen Foods', short: 'Evergreen', domain: 'evergreenfoods.com' },
  { name: 'Fjord Analytics', short: 'Fjord', domain: 'fjord.io' },
  { name: 'Granite Insurance', short: 'Granite', domain: 'graniteins.com' },
  { name: 'Helix Biotech', short: 'Helix', domain: 'helixbio.com' },
  { name: 'Ironbark Construction', short: 'Ironbark', domain: 'ironbark.build' },
  { name: 'Lumen Energy', short: 'Lumen', domain: 'lumen-energy.com' },
  { name: 'Meridian Travel', short: 'Meridian', domain: 'meridian.travel' },
  { name: 'Nimbus Cloudworks', short: 'Nimbus', domain: 'nimbus.cloud' },
  { name: 'Orchid Retail', short: 'Orchid', domain: 'orchidretail.com' },
];

const FIRST_NAMES = [
  'Amara',
  'Bruno',
  'Carmen',
  'Diego',
  'Elif',
  'Farah',
  'Gustav',
  'Hana',
  'Idris',
  'Jun',
  'Kofi',
  'Lucía',
  'Mateo',
  'Nadia',
  'Oskar',
  'Priya',
  'Quentin',
  'Rosa',
  'Stellan',
  'Tariq',
  'Uma',
  'Viktor',
  'Wen',
  'Yara',
  'Zoë',
] as const;

const LAST_NAMES = [
  'Abara',
  'Bianchi',
  'Castillo',
  'Dubois',
  'Eriksen',
  'Fischer',
  'García',
  'Haddad',
  'Ito',
  'Jensen',
  'Khan',
  'Lindqvist',
  'Moreau',
  'Nakamura',
  'Okafor',
  'Pereira',
  'Quinn',
  'Rossi',
  'Sato',
  'Tanaka',
  'Varga',
  'Walsh',
  'Yilmaz',
  'Zhou',
] as const;

const COMPANY_KEYS: readonly CompanyKey[] = ['acme', 'globex', 'initech', 'umbrella'];
const PERSON_KEYS: readonly PersonKey[] = ['ada', 'ben', 'chloe', 'dev', 'eva'];

function zip<Key extends string, Value>(keys: readonly Key[], values: readonly Value[]) {
  return Object.fromEntries(keys.map((key, index) => [key, values[index]])) as Record<Key, Value>;
}

/**
 * The profile of the workspace of the account `identifier`: what crm_get_current_token_info
 * answers as its name, which the BFF shows as the account's own name.
 */
export function crmWorkspaceProfile(identifier: string): CrmWorkspaceProfile {
  const chooser = variantChooser(identifier);
  if (chooser === null) return FIRST_CAST.workspace;
  const first = chooser.pick('workspace/first', WORKSPACE_WORDS.first);
  const second = chooser.pick('workspace/second', WORKSPACE_WORDS.second);
  return {
    name: `${first} ${second}`,
    slug: `${first}-${second}`.toLowerCase(),
    domain: `${first}${second}.example.com`.toLowerCase(),
  };
}

/** The cast of the seed workspace of the account `identifier`. */
export function crmCast(identifier: string): CrmCast {
  const chooser = variantChooser(identifier);
  if (chooser === null) return FIRST_CAST;
  const companies = zip(COMPANY_KEYS, chooser.pickDistinct('companies', COMPANY_POOL, 4));
  const firsts = chooser.pickDistinct('people/first', FIRST_NAMES, PERSON_KEYS.length);
  const lasts = chooser.pickDistinct('people/last', LAST_NAMES, PERSON_KEYS.length);
  const people = zip(
    PERSON_KEYS,
    PERSON_KEYS.map((key, index): CastPerson => {
      const first = firsts[index] ?? FIRST_NAMES[0];
      const last = lasts[index] ?? LAST_NAMES[0];
      const work = `${emailWord(first)}.${emailWord(last)}@${companies[EMPLOYER[key]].domain}`;
      return { first, last, emails: [work] };
    }),
  );
  return { workspace: crmWorkspaceProfile(identifier), companies, people };
}
