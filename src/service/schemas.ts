import * as z from 'zod/mini';
import { BACKGROUND_TYPES, FONT_SIZES } from '../core/types.js';

/*
 * Requests and responses of the service API (spec sections 2 and 4). Objects are
 * loose: a newer service may add fields and the client must keep working. A
 * missing or wrong-typed required field is reported by its path (`data.html`).
 */

export const convertRequestSchema = z.object({
  markdown: z.string(),
  theme: z.optional(z.string()),
  fontSize: z.optional(z.enum(FONT_SIZES)),
  backgroundType: z.optional(z.enum(BACKGROUND_TYPES)),
  convertVersion: z.optional(z.string()),
});

export const articleDraftRequestSchema = z.object({
  markdown: z.string(),
  theme: z.optional(z.string()),
  fontSize: z.optional(z.string()),
  convertVersion: z.optional(z.string()),
  coverImageUrl: z.optional(z.url()),
});

export const newspicDraftRequestSchema = z.object({
  title: z.string().check(z.minLength(1)),
  content: z.string(),
  imageUrls: z.array(z.url()),
});

export const batchUploadRequestSchema = z.object({
  imageUrls: z.array(z.url()).check(z.minLength(1)),
});

export type ArticleDraftRequest = z.infer<typeof articleDraftRequestSchema>;
export type NewspicDraftRequest = z.infer<typeof newspicDraftRequestSchema>;
export type BatchUploadRequest = z.infer<typeof batchUploadRequestSchema>;

/** `{code, msg, data}`; `code` is 0 (or "0") on success, anything else is a failure. */
export const envelopeSchema = z.looseObject({
  code: z.union([z.number(), z.string()]),
  msg: z.optional(z.string()),
  data: z.optional(z.unknown()),
});

export type Envelope = z.infer<typeof envelopeSchema>;

/** What a failure envelope may say about itself (the errors of src/server/envelope.ts). */
export const errorDataSchema = z.looseObject({
  error: z.optional(z.string()),
  limit: z.optional(z.number()),
  actual: z.optional(z.number()),
});

export const convertDataSchema = z.looseObject({
  html: z.string(),
  // The service does not promise to echo these (backgroundType is not even described);
  // the request's values (or the service defaults) stand in.
  theme: z.optional(z.string()),
  fontSize: z.optional(z.string()),
  backgroundType: z.optional(z.string()),
  wordCount: z.int().check(z.nonnegative()),
  estimatedReadTime: z.int().check(z.nonnegative()),
});

const id = z.pipe(
  z.union([z.string().check(z.minLength(1)), z.number()]),
  z.transform((value: string | number) => String(value)),
);

/** The spec does not show the draft result: accept the id spellings services use. */
export const draftDataSchema = z.looseObject({
  draft_id: z.optional(id),
  draftId: z.optional(id),
  media_id: z.optional(id),
  mediaId: z.optional(id),
});

const uploadItemSchema = z.looseObject({
  url: z.optional(z.string()),
  sourceUrl: z.optional(z.string()),
  source_url: z.optional(z.string()),
  mediaId: z.optional(id),
  media_id: z.optional(id),
  platformUrl: z.optional(z.string()),
  platform_url: z.optional(z.string()),
  error: z.optional(z.string()),
  msg: z.optional(z.string()),
});

/** The spec does not show the upload result either: a list under `items`, `results`, or bare. */
export const uploadDataSchema = z.union([
  z.array(uploadItemSchema),
  z.looseObject({ items: z.array(uploadItemSchema) }),
  z.looseObject({ results: z.array(uploadItemSchema) }),
]);

export type UploadItem = z.infer<typeof uploadItemSchema>;

/** One line naming every bad field: "`data.wordCount` is missing; `data.html` should be string". */
export function describeIssues(error: z.core.$ZodError, root: string, value: unknown): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => {
      const path = [root, ...issue.path.map(String)].filter(Boolean).join('.');
      const missing = issue.code === 'invalid_type' && valueAt(value, issue.path) === undefined;
      if (missing) return `\`${path}\` is missing`;
      if (issue.code === 'invalid_type') return `\`${path}\` should be ${issue.expected}`;
      return `\`${path}\`: ${issue.message}`;
    })
    .join('; ');
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}
