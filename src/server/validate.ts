import type * as z from 'zod/mini';
import { ENGLISH } from '../core/zod-english.js';
import { HttpError } from './envelope.js';

/** Schema check of a request body: the first problem, named by its field, as a 400. */
export function parseBody<T extends z.ZodMiniType>(
  schema: T,
  value: unknown,
  root = '',
): z.infer<T> {
  const result = schema.safeParse(value, ENGLISH);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = [root, ...issue.path.map(String)].filter(Boolean).join('.') || 'body';
  throw new HttpError('invalid_request', `Field \`${field}\`: ${issue.message}.`);
}
