import type { z } from 'zod';

/*
 * Rules that relate several params of one tool, for `.superRefine(...)`. The key lists are
 * checked against the params type, so a misspelt param name does not compile. Each issue's path
 * points at the param the caller has to add or remove.
 */

type Rule<T> = (params: T, ctx: z.RefinementCtx<T>) => void;

function fail<T>(ctx: z.RefinementCtx<T>, path: string[], message: string): void {
  ctx.addIssue({ code: 'custom', path, message });
}

/** "Exactly one filter": one and only one of `keys` is supplied. */
export function exactlyOneOf<T extends object>(...keys: (keyof T & string)[]): Rule<T> {
  return (params, ctx) => {
    const given = keys.filter((key) => params[key] !== undefined);
    if (given.length === 1) return;
    const got = given.length === 0 ? 'none was given' : `got ${given.join(' and ')}`;
    fail(ctx, [], `give exactly one of ${keys.join(', ')} (${got})`);
  };
}

/** `key` is required when `when` holds; `reason` completes "`key` is required when …". */
export function requiredWhen<T extends object>(
  key: keyof T & string,
  when: (params: T) => boolean,
  reason: string,
): Rule<T> {
  return (params, ctx) => {
    if (params[key] === undefined && when(params)) {
      fail(ctx, [key], `${key} is required when ${reason}`);
    }
  };
}

/** `key` is required as soon as `other` is given. */
export function requiredWith<T extends object>(
  key: keyof T & string,
  other: keyof T & string,
): Rule<T> {
  return requiredWhen(key, (params) => params[other] !== undefined, `${other} is given`);
}

/** Two params that only make sense as a pair: give both or neither. */
export function together<T extends object>(
  first: keyof T & string,
  second: keyof T & string,
): Rule<T> {
  const secondNeedsFirst = requiredWith<T>(first, second);
  const firstNeedsSecond = requiredWith<T>(second, first);
  return (params, ctx) => {
    secondNeedsFirst(params, ctx);
    firstNeedsSecond(params, ctx);
  };
}

/** `key` may only be given when `when` holds; `reason` completes "… is only allowed when …". */
export function onlyWhen<T extends object>(
  key: keyof T & string,
  when: (params: T) => boolean,
  reason: string,
): Rule<T> {
  return (params, ctx) => {
    if (params[key] !== undefined && !when(params)) {
      fail(ctx, [key], `${key} is only allowed when ${reason}`);
    }
  };
}

/** `key` and `other` exclude each other. */
export function notWith<T extends object>(key: keyof T & string, other: keyof T & string): Rule<T> {
  return (params, ctx) => {
    if (params[key] !== undefined && params[other] !== undefined) {
      fail(ctx, [key], `${key} cannot be used together with ${other}`);
    }
  };
}

/** `key` belongs to the variant `when` describes: required there, refused everywhere else. */
export function requiredOnlyWhen<T extends object>(
  key: keyof T & string,
  when: (params: T) => boolean,
  reason: string,
): Rule<T> {
  const required = requiredWhen(key, when, reason);
  const allowed = onlyWhen(key, when, reason);
  return (params, ctx) => {
    required(params, ctx);
    allowed(params, ctx);
  };
}
