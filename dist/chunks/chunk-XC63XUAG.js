import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  BACKGROUND_TYPES,
  FONT_SIZES
} from "./chunk-NUGJP3WA.js";
import {
  _enum,
  _minLength,
  _nonnegative,
  array,
  int,
  looseObject,
  number,
  object,
  optional,
  pipe,
  string,
  transform,
  union,
  unknown,
  url
} from "./chunk-F7PMG5S2.js";

// src/service/schemas.ts
var convertRequestSchema = object({
  markdown: string(),
  theme: optional(string()),
  fontSize: optional(_enum(FONT_SIZES)),
  backgroundType: optional(_enum(BACKGROUND_TYPES)),
  convertVersion: optional(string())
});
var articleDraftRequestSchema = object({
  markdown: string(),
  theme: optional(string()),
  fontSize: optional(string()),
  convertVersion: optional(string()),
  coverImageUrl: optional(url())
});
var newspicDraftRequestSchema = object({
  title: string().check(_minLength(1)),
  content: string(),
  imageUrls: array(url())
});
var batchUploadRequestSchema = object({
  imageUrls: array(url()).check(_minLength(1))
});
var envelopeSchema = looseObject({
  code: union([number(), string()]),
  msg: optional(string()),
  data: optional(unknown())
});
var errorDataSchema = looseObject({
  error: optional(string()),
  limit: optional(number()),
  actual: optional(number())
});
var convertDataSchema = looseObject({
  html: string(),
  // The service does not promise to echo these (backgroundType is not even described);
  // the request's values (or the service defaults) stand in.
  theme: optional(string()),
  fontSize: optional(string()),
  backgroundType: optional(string()),
  wordCount: int().check(_nonnegative()),
  estimatedReadTime: int().check(_nonnegative())
});
var id = pipe(
  union([string().check(_minLength(1)), number()]),
  transform((value) => String(value))
);
var draftDataSchema = looseObject({
  draft_id: optional(id),
  draftId: optional(id),
  media_id: optional(id),
  mediaId: optional(id)
});
var uploadItemSchema = looseObject({
  url: optional(string()),
  sourceUrl: optional(string()),
  source_url: optional(string()),
  mediaId: optional(id),
  media_id: optional(id),
  platformUrl: optional(string()),
  platform_url: optional(string()),
  error: optional(string()),
  msg: optional(string())
});
var uploadDataSchema = union([
  array(uploadItemSchema),
  looseObject({ items: array(uploadItemSchema) }),
  looseObject({ results: array(uploadItemSchema) })
]);
function describeIssues(error, root, value) {
  return error.issues.slice(0, 5).map((issue) => {
    const path = [root, ...issue.path.map(String)].filter(Boolean).join(".");
    const missing = issue.code === "invalid_type" && valueAt(value, issue.path) === void 0;
    if (missing) return `\`${path}\` is missing`;
    if (issue.code === "invalid_type") return `\`${path}\` should be ${issue.expected}`;
    return `\`${path}\`: ${issue.message}`;
  }).join("; ");
}
function valueAt(value, path) {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== "object") return void 0;
    current = current[key];
  }
  return current;
}

export {
  convertRequestSchema,
  articleDraftRequestSchema,
  newspicDraftRequestSchema,
  batchUploadRequestSchema,
  envelopeSchema,
  errorDataSchema,
  convertDataSchema,
  draftDataSchema,
  uploadDataSchema,
  describeIssues
};
