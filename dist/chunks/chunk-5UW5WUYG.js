import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  BACKGROUND_TYPES,
  DRAFT_TYPES,
  FONT_SIZES
} from "./chunk-NUGJP3WA.js";
import {
  ENGLISH,
  ZodMiniBigInt,
  ZodMiniBoolean,
  ZodMiniDate,
  ZodMiniNumber,
  ZodMiniString,
  _catch,
  _coercedBigint,
  _coercedBoolean,
  _coercedDate,
  _coercedNumber,
  _coercedString,
  _enum,
  array,
  boolean,
  looseObject,
  optional,
  pipe,
  string,
  transform,
  union
} from "./chunk-F7PMG5S2.js";
import {
  DocumentError
} from "./chunk-5XOO62DI.js";
import {
  __export
} from "./chunk-G2QKEXVZ.js";

// node_modules/zod/v4/mini/coerce.js
var coerce_exports = {};
__export(coerce_exports, {
  bigint: () => bigint,
  boolean: () => boolean2,
  date: () => date,
  number: () => number,
  string: () => string2
});
// @__NO_SIDE_EFFECTS__
function string2(params) {
  return _coercedString(ZodMiniString, params);
}
// @__NO_SIDE_EFFECTS__
function number(params) {
  return _coercedNumber(ZodMiniNumber, params);
}
// @__NO_SIDE_EFFECTS__
function boolean2(params) {
  return _coercedBoolean(ZodMiniBoolean, params);
}
// @__NO_SIDE_EFFECTS__
function bigint(params) {
  return _coercedBigint(ZodMiniBigInt, params);
}
// @__NO_SIDE_EFFECTS__
function date(params) {
  return _coercedDate(ZodMiniDate, params);
}

// src/markdown/simple-yaml.ts
var KEY_LINE = /^([A-Za-z_][A-Za-z0-9_-]*):(?:( +)([^ ].*)?)?$/;
var ITEM_LINE = /^( *)- +([^ ].*)?$/;
var NOT_TEXT_KEY = /^(?:null|Null|NULL|[Tt]rue|TRUE|[Ff]alse|FALSE)$/;
var BOOLEAN = /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/;
var NOT_PLAIN_START = /^[-?:,[\]{}#&*!|>'"%@`0-9.+~]/;
var NOT_PLAIN_INSIDE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\ufeff\ufffe\uffff]|: | #|:$/;
function scalar(text) {
  if (text === "" || NOT_PLAIN_START.test(text) || NOT_PLAIN_INSIDE.test(text)) return void 0;
  if (text.endsWith(" ")) return void 0;
  if (BOOLEAN.test(text)) return text[0] === "t" || text[0] === "T";
  if (text === "null" || text === "Null" || text === "NULL") return void 0;
  return text;
}
function simpleYaml(yamlText) {
  const value = {};
  const lines = {};
  let list;
  let indent;
  let open;
  const rows = yamlText.split("\n");
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    if (row === "") continue;
    const item = ITEM_LINE.exec(row);
    if (item) {
      if (open === void 0 || indent !== void 0 && item[1].length !== indent)
        return void 0;
      const text2 = scalar(item[2] ?? "");
      if (typeof text2 !== "string") return void 0;
      indent = item[1].length;
      list ??= [];
      list.push(text2);
      continue;
    }
    if (open !== void 0) {
      if (!list) return void 0;
      value[open] = list;
      open = list = indent = void 0;
    }
    const field = KEY_LINE.exec(row);
    if (!field) return void 0;
    const key = field[1];
    if (key === "__proto__" || NOT_TEXT_KEY.test(key) || Object.hasOwn(value, key))
      return void 0;
    lines[key] = i + 2;
    if (field[2] === void 0) {
      open = key;
      value[key] = void 0;
      continue;
    }
    const text = scalar(field[3] ?? "");
    if (text === void 0) return void 0;
    value[key] = text;
  }
  if (open !== void 0) {
    if (!list) return void 0;
    value[open] = list;
  }
  return Object.keys(value).length > 0 ? { value, lines } : void 0;
}

// src/markdown/front-matter-split.ts
var MAX_FRONT_MATTER_BYTES = 64 * 1024;
var stringList = union([
  pipe(
    string(),
    transform((s) => [s])
  ),
  array(string())
]);
function known(values) {
  return _catch(optional(_enum(values)), void 0);
}
var frontMatterSchema = looseObject({
  title: optional(coerce_exports.string()),
  author: optional(coerce_exports.string()),
  digest: optional(coerce_exports.string()),
  cover: optional(string()),
  theme: optional(string()),
  // An unknown option value is kept out of the typed field, not refused here: readiness.ts
  // reports it on its line with the valid values, for the pre-check and the draft alike.
  "font-size": known(FONT_SIZES),
  fontSize: known(FONT_SIZES),
  "background-type": known(BACKGROUND_TYPES),
  backgroundType: known(BACKGROUND_TYPES),
  "convert-version": optional(coerce_exports.string()),
  type: known(DRAFT_TYPES),
  images: optional(stringList),
  publish: optional(boolean())
});
var OPEN = /^---[ \t]*\r?\n/;
var CLOSE = /^(?:---|\.\.\.)[ \t]*$/m;
function splitFrontMatterWith(text, readYaml) {
  const open = OPEN.exec(text);
  if (!open) return { frontMatter: {}, body: text, bodyLineOffset: 0 };
  const rest = text.slice(open[0].length);
  const close = CLOSE.exec(rest);
  if (!close) {
    throw new DocumentError(
      "invalid_front_matter",
      "The front matter opened with --- on line 1 is never closed with a --- line.",
      1
    );
  }
  const yamlText = rest.slice(0, close.index);
  if (Buffer.byteLength(yamlText) > MAX_FRONT_MATTER_BYTES) {
    throw new DocumentError(
      "invalid_front_matter",
      `The front matter is larger than ${MAX_FRONT_MATTER_BYTES / 1024} KiB.`,
      1
    );
  }
  const afterClose = rest.slice(close.index + close[0].length);
  const body = afterClose.replace(/^\r?\n/, "");
  const bodyLineOffset = countLines(text.slice(0, text.length - body.length));
  const simple = simpleYaml(yamlText);
  if (simple) {
    const frontMatter = typedFields(yamlText, simple.value, simple.lines);
    return { frontMatter, body, bodyLineOffset };
  }
  if (!readYaml) return void 0;
  return { frontMatter: readYaml(yamlText), body, bodyLineOffset };
}
function typedFields(yamlText, raw, lines) {
  const parsed = frontMatterSchema.safeParse(raw, ENGLISH);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = String(issue.path[0] ?? "");
    const line = keyLine(yamlText, key);
    throw new DocumentError(
      "invalid_front_matter",
      `Front matter field \`${key}\` is invalid: ${issue.message}.`,
      line === void 0 ? 1 : line + 1
    );
  }
  const f = parsed.data;
  return dropUndefined({
    title: f.title,
    author: f.author,
    digest: f.digest,
    cover: f.cover,
    theme: f.theme,
    fontSize: f["font-size"] ?? f.fontSize,
    backgroundType: f["background-type"] ?? f.backgroundType,
    convertVersion: f["convert-version"],
    type: f.type,
    images: f.images,
    publish: f.publish,
    raw,
    lines
  });
}
function dropUndefined(value) {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== void 0));
}
function countLines(text) {
  let n = 0;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) n++;
  return n;
}
function keyLine(yamlText, key) {
  const index = yamlText.split("\n").findIndex((l) => l.startsWith(`${key}:`));
  return index === -1 ? void 0 : index + 1;
}

export {
  splitFrontMatterWith,
  typedFields
};
