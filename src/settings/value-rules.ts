/**
 * How one raw setting value is read (trimmed, '' as unset) and checked: the rule builders
 * that schema.ts puts together into each setting's field.
 */
import * as z from 'zod/mini';
import { InputError } from '../core/errors.js';
/** A raw value as it arrives: an input is '' when unset, a flag undefined. Trimmed; '' is unset. */
export const raw = z.pipe(
  z.optional(z.string()),
  z.transform((value: string | undefined) => {
    const text = value?.trim();
    return text ? text : undefined;
  }),
);

/** One rule per kind of value; `label` names the setting in the message. */
export function choice<T extends string>(label: string, allowed: readonly [T, ...T[]]) {
  return z.pipe(
    raw,
    z.optional(
      z.enum(allowed, {
        error: (issue) => `${label} must be one of ${allowed.join(', ')}; got "${issue.input}".`,
      }),
    ),
  );
}

export function flag(label: string, fallback: boolean) {
  return parsedBy((value, ctx) => {
    if (value === undefined) return fallback;
    if (/^true$/i.test(value)) return true;
    if (/^false$/i.test(value)) return false;
    return refuse(ctx, `${label} must be true or false; got "${value}".`);
  });
}

export function wholeNumber(label: string, min: number, max: number) {
  return parsedBy((value, ctx) => {
    if (value === undefined) return undefined;
    const n = Number(value);
    if (/^\d+$/.test(value) && n >= min && n <= max) return n;
    return refuse(ctx, `${label} must be a whole number from ${min} to ${max}; got "${value}".`);
  });
}

export function decimal(label: string, min: number, max: number) {
  return parsedBy((value, ctx) => {
    if (value === undefined) return undefined;
    const n = Number(value);
    if (Number.isFinite(n) && n >= min && n <= max) return n;
    return refuse(ctx, `${label} must be a number from ${min} to ${max}; got "${value}".`);
  });
}

export function matching(label: string, pattern: RegExp, what: string) {
  return raw.check(
    z.refine((value: string | undefined) => value === undefined || pattern.test(value), {
      error: (issue) => `${label} must be ${what}; got "${issue.input}".`,
    }),
  );
}

/** A rule that already lives in its own module and throws an InputError with its message. */
export function checkedBy<T>(parse: (value: string) => T) {
  return parsedBy((value, ctx) => {
    if (value === undefined) return undefined;
    try {
      return parse(value);
    } catch (error) {
      if (error instanceof InputError) return refuse(ctx, error.message);
      throw error;
    }
  });
}

export function imageBaseUrl(label: string) {
  return parsedBy((value, ctx) => {
    if (value === undefined) return undefined;
    if (!URL.canParse(value))
      return refuse(ctx, `${label} must be an absolute http(s) URL; got "${value}".`);
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      return refuse(ctx, `${label} must use https:// (or http://); got "${url.protocol}".`);
    return url.href.endsWith('/') ? url.href : `${url.href}/`;
  });
}

/** Newline-separated globs: blank lines and `#` comments dropped. */
export const lines = z.pipe(
  z.optional(z.string()),
  z.transform((value: string | undefined) =>
    (value ?? '')
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#')),
  ),
);

/** The value when the setting is not given: written beside its rule, for both entry points. */
export function orDefault<S extends z.ZodMiniType, D extends NonNullable<z.output<S>>>(
  schema: S,
  fallback: D,
) {
  return z.pipe(
    schema,
    z.transform((value: z.output<S>) => value ?? fallback),
  );
}

/** A raw value turned into the setting's type by `parse`, which refuses through `ctx`. */
export function parsedBy<T>(parse: (value: string | undefined, ctx: z.core.ParsePayload) => T) {
  return z.pipe(raw, z.transform(parse));
}

export function refuse(ctx: z.core.ParsePayload, message: string): never {
  ctx.issues.push({ code: 'custom', message, input: undefined });
  return z.NEVER;
}
