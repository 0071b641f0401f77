import { stableId } from '../../stable-id.ts';
import { SELF_MEMBER_ID } from '../store.ts';
import { SEED_NAMES } from './records.ts';

/** The id of the seeded thing named `name` (records.ts), the same in every account. */
export const seedId = (name: string) => stableId(`crm/${name}`);

type IdsOf<Names> = {
  readonly [Group in keyof Names]: { readonly [Key in keyof Names[Group]]: string };
};

const ids = Object.fromEntries(
  Object.entries(SEED_NAMES).map(([group, names]) => [
    group,
    Object.fromEntries(Object.entries(names).map(([key, name]) => [key, seedId(name)])),
  ]),
) as IdsOf<typeof SEED_NAMES>;

/** The ids of the seed workspace, by key, for tests and demo scripts to name. */
export const CRM_SEED = { ...ids, members: { self: SELF_MEMBER_ID, ...ids.members } };
export const OBJECT_IDS = CRM_SEED.objects;
export const LIST_IDS = CRM_SEED.lists;

const ID_BY_NAME = new Map(
  Object.values(SEED_NAMES).flatMap((names) =>
    Object.values<string>(names).map((name) => [name, seedId(name)] as const),
  ),
);

/** `value` with every seed name in it, at any depth, replaced by the id of what it names. */
export function withSeedIds<Value>(value: Value): Value {
  if (typeof value === 'string') return (ID_BY_NAME.get(value) ?? value) as Value;
  if (Array.isArray(value)) return value.map(withSeedIds) as Value;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, withSeedIds(inner)]),
    ) as Value;
  }
  return value;
}
