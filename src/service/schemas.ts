import { z } from 'zod';
import { BACKGROUND_TYPES, FONT_SIZES } from '../types.js';

/*
 * Requests and responses of the service API (spec sections 2 and 4). Objects are
 * loose: a newer service may add fields and the client must keep working. A
 * missing or wrong-typed required field is reported by its path (`data.html`).
 */

export const convertRequestSchema = z.object({
  markdown: z.string(),
  theme: z.string().optional(),
  fontSize: z.enum(FONT_SIZES).optional(),
  backgroundType: z.enum(BACKGROUND_TYPES).optional(),
  convertVersion: z.string().optional(),
});

export const articleDraftRequestSchema = z.object({
  markdown: z.string(),
  theme: z.string().optional(),
  fontSize: z.string().optional(),
  convertVersion: z.string().optional(),
  coverImageUrl: z.url().optional(),
});

export const newspicDraftRequestSchema = z.object({
  title: z.string().min(1),
  content: z.string(),
  imageUrls: z.array(z.url()),
});

export const batchUploadRequestSchema = z.object({
  imageUrls: z.array(z.url()).min(1),
});

export type ArticleDraftRequest = z.infer<typeof articleDraftRequestSchema>;
export type NewspicDraftRequest = z.infer<typeof newspicDraftRequestSchema>;
export type BatchUploadRequest = z.infer<typeof batchUploadRequestSchema>;

/** `{code, msg, data}`; `code` is 0 (or "0") on success, anything else is a failure. */
export const envelopeSchema = z.looseObject({
  code: z.union([z.number(), z.string()]),
  msg: z.string().optional(),
  data: z.unknown().optional(),
});

export type Envelope = z.infer<typeof envelopeSchema>;

/** What a failure envelope may say about itself (DESIGN.md section 5). */
export const errorDataSchema = z.looseObject({
  error: z.string().optional(),
  limit: z.number().optional(),
  actual: z.number().optional(),
});

export const convertDataSchema = z.looseObject({
  html: z.string(),
  // The formal description omits backgroundType and the spec never says these are
  // always present; the request's values (or the service defaults) stand in.
  theme: z.string().optional(),
  fontSize: z.string().optional(),
  backgroundType: z.string().optional(),
  wordCount: z.number().int().nonnegative(),
  estimatedReadTime: z.number().int().nonnegative(),
});

const id = z.union([z.string().min(1), z.number()]).transform(String);

/** The spec does not show the draft result: accept the id spellings services use. */
export const draftDataSchema = z.looseObject({
  draft_id: id.optional(),
  draftId: id.optional(),
  media_id: id.optional(),
  mediaId: id.optional(),
});

const uploadItemSchema = z.looseObject({
  url: z.string().optional(),
  sourceUrl: z.string().optional(),
  source_url: z.string().optional(),
  mediaId: id.optional(),
  media_id: id.optional(),
  platformUrl: z.string().optional(),
  platform_url: z.string().optional(),
  error: z.string().optional(),
  msg: z.string().optional(),
});

/** The spec does not show the upload result either: a list under `items`, `results`, or bare. */
export const uploadDataSchema = z.union([
  z.array(uploadItemSchema),
  z.looseObject({ items: z.array(uploadItemSchema) }),
  z.looseObject({ results: z.array(uploadItemSchema) }),
]);

export type UploadItem = z.infer<typeof uploadItemSchema>;

/** One line naming every bad field: "`data.wordCount` is missing; `data.html` should be string". */
export function describeIssues(error: z.ZodError, root: string, value: unknown): string {
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
