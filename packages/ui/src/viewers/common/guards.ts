/*
 * Tiny runtime guards for the upstream result shapes (docs/tool-results.md). A viewer renders `data`
 * only after a guard has accepted it, so a body of another shape falls back to the JSON viewer
 * instead of crashing. zod would do this, but it must never reach a browser bundle; these few
 * combinators also give each shape its TypeScript type, so a shape is written once.
 */

/** Narrows `unknown` to `T`. */
export type Guard<T> = (value: unknown) => value is T;

/** A guard whose key may be missing from its object: `shape` makes that key optional. */
export interface OptionalGuard<T> extends Guard<T | undefined> {
  readonly optional: true;
}

/** The type a guard accepts. */
export type Infer<G> = G extends Guard<infer T> ? T : never;

type OptionalKeys<Fields> = {
  [Key in keyof Fields]: Fields[Key] extends OptionalGuard<unknown> ? Key : never;
}[keyof Fields];

/**
 * The object a `shape` accepts: its checked fields, plus any others the service sends (they are
 * kept, untyped, so fixtures can carry a body exactly as the service returns it).
 */
export type ShapeOf<Fields extends Record<string, Guard<unknown>>> = {
  [Key in Exclude<keyof Fields, OptionalKeys<Fields>>]: Infer<Fields[Key]>;
} & { [Key in OptionalKeys<Fields>]?: Infer<Fields[Key]> } & { readonly [key: string]: unknown };

export const isString = (value: unknown): value is string => typeof value === 'string';
export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
export const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
export const isArray = (value: unknown): value is readonly unknown[] => Array.isArray(value);

export function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function literal<const Values extends readonly (string | number | boolean)[]>(
  ...values: Values
): Guard<Values[number]> {
  return (value): value is Values[number] => values.includes(value as Values[number]);
}

export function nullable<T>(guard: Guard<T>): Guard<T | null> {
  return (value): value is T | null => value === null || guard(value);
}

export function optional<T>(guard: Guard<T>): OptionalGuard<T> {
  return Object.assign(
    (value: unknown): value is T | undefined => value === undefined || guard(value),
    {
      optional: true as const,
    },
  );
}

export function arrayOf<T>(guard: Guard<T>): Guard<readonly T[]> {
  return (value): value is readonly T[] => Array.isArray(value) && value.every(guard);
}

export function recordOf<T>(guard: Guard<T>): Guard<Readonly<Record<string, T>>> {
  return (value): value is Readonly<Record<string, T>> =>
    isRecord(value) && Object.values(value).every(guard);
}

export function oneOf<Guards extends readonly Guard<unknown>[]>(
  ...guards: Guards
): Guard<Infer<Guards[number]>> {
  return (value): value is Infer<Guards[number]> => guards.some((guard) => guard(value));
}

/** An object holding at least `fields`, each accepted by its guard. */
export function shape<Fields extends Record<string, Guard<unknown>>>(
  fields: Fields,
): Guard<ShapeOf<Fields>> {
  const entries = Object.entries(fields);
  return (value): value is ShapeOf<Fields> =>
    isRecord(value) && entries.every(([key, guard]) => guard(value[key]));
}
