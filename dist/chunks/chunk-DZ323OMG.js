import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);

// src/engine/local/syntax/module-syntax.ts
var SERVICE_MODULES = [
  "hero",
  "toc",
  "cards",
  "part",
  "label-title",
  "metrics",
  "compare",
  "steps",
  "timeline",
  "infographic",
  "verdict",
  "audience-fit",
  "myth-fact",
  "manifesto",
  "bridge",
  "quote",
  "image-annotate",
  "image-compare",
  "image-steps",
  "image-text",
  "cta",
  "faq",
  "checklist",
  "cases",
  "summary",
  "notice",
  "author-card",
  "subscribe",
  "people",
  "series",
  "callout",
  "definition",
  "quote-card",
  "tweet",
  "stat-row",
  "question",
  "resource-list",
  "comparison-table",
  "changelog",
  "split",
  "flow",
  "matrix",
  "dialogue-pair",
  "svg-reveal",
  "svg-swipe-gallery",
  "figure-caption",
  "gallery-grid",
  "gallery-story",
  "image-phone-shot",
  "dialogue",
  "gallery",
  "longimage"
];
var LOCAL_MODULES = [
  "hero",
  "cards",
  "callout",
  "steps",
  "timeline",
  "compare",
  "metrics",
  "quote",
  "faq",
  "checklist",
  "cta",
  "author-card",
  "summary"
];
var CALLOUT_KINDS = ["info", "warning", "success", "danger"];
var OPEN = /^:::[ \t]*([A-Za-z][\w-]*)(?:\[([^\]]*)\])?((?:[ \t{].*)?)$/;
var CLOSE = /^:::[ \t]*$/;
function readOpener(line) {
  const match = OPEN.exec(line.trimEnd());
  if (!match) return void 0;
  const { args, params } = readWords(match[3]);
  return {
    name: match[1].toLowerCase(),
    written: match[1],
    caption: (match[2] ?? "").trim(),
    args,
    params
  };
}
function isCloser(line) {
  return CLOSE.test(line.trim());
}
function readBlock(line, start, limit) {
  const opener = readOpener(line(start));
  if (!opener) return void 0;
  const body = [];
  for (let i = start + 1; i < limit; i++) {
    const text = line(i);
    if (isCloser(text)) return { ...opener, body, start, end: i };
    if (readOpener(text.trim())) return void 0;
    body.push(text.trimEnd());
  }
  return void 0;
}
var BARE = /[^\s{}"]+/y;
var KEY = /[\w-]+/y;
var EQUALS = /\s*=\s*/y;
var UNQUOTED = /[^\s,]*/y;
var SPACE = /\s/;
function readWords(rest) {
  const args = [];
  const params = {};
  let close = -2;
  let quote = -2;
  let i = 0;
  while (i < rest.length) {
    const c = rest[i];
    if (c === "{") {
      if (close !== -1 && close <= i) close = rest.indexOf("}", i + 1);
      if (close === -1) {
        i++;
        continue;
      }
      readPairs(rest.slice(i + 1, close), params);
      i = close + 1;
    } else if (c === '"') {
      if (quote !== -1 && quote <= i) quote = rest.indexOf('"', i + 1);
      if (quote === -1) {
        i++;
        continue;
      }
      args.push(rest.slice(i + 1, quote));
      i = quote + 1;
    } else if (c === "}" || SPACE.test(c)) {
      i++;
    } else {
      BARE.lastIndex = i;
      const word = BARE.exec(rest)[0];
      i += word.length;
      const pair = /^([\w-]+)=(.*)$/.exec(word);
      if (pair) params[pair[1]] = pair[2];
      else args.push(word);
    }
  }
  return { args, params };
}
function readPairs(text, params) {
  let i = 0;
  while (i < text.length) {
    KEY.lastIndex = i;
    const key = KEY.exec(text);
    if (!key) {
      i++;
      continue;
    }
    EQUALS.lastIndex = i + key[0].length;
    if (!EQUALS.exec(text)) {
      i += key[0].length;
      continue;
    }
    let at = EQUALS.lastIndex;
    const mark = text[at];
    const end = mark === '"' || mark === "'" ? text.indexOf(mark, at + 1) : -1;
    if (end !== -1) {
      params[key[0]] = text.slice(at + 1, end);
      at = end + 1;
    } else {
      UNQUOTED.lastIndex = at;
      const value = UNQUOTED.exec(text)[0];
      params[key[0]] = value;
      at += value.length;
    }
    i = at;
  }
}
function readFields(body) {
  const fields = /* @__PURE__ */ new Map();
  for (const line of body) {
    const match = /^[ \t]*([A-Za-z][\w-]*)[ \t]*[:\uFF1A](.*)$/.exec(line);
    if (match && !fields.has(match[1].toLowerCase()))
      fields.set(match[1].toLowerCase(), match[2].trim());
  }
  return fields;
}
function readRows(body) {
  return body.map((line) => line.trim()).filter((line) => line !== "").map((line) => line.split("|").map((cell) => cell.trim()));
}

// src/engine/local/syntax/modules.ts
var HERO_FIELD = /^(title|subtitle|tags|eyebrow|cta_text|kicker)[ \t]*[:\uFF1A][ \t]*([^\n]*)/i;
var STRICT = /* @__PURE__ */ new Set(["hero", "cards"]);
function isModuleOpener(line) {
  return readOpener(line) !== void 0;
}
function parseModule(line, start, limit) {
  const opener = readOpener(line(start));
  if (!opener)
    return { ok: false, message: "Not a module opening line.", index: start, severity: "error" };
  const block = readBlock(line, start, limit);
  if (!block) {
    return {
      ok: false,
      message: `The :::${opener.written.slice(0, 40)} module is never closed with a ::: line${STRICT.has(opener.name) ? "" : "; it shows as text"}.`,
      index: start,
      severity: STRICT.has(opener.name) ? "error" : "warning"
    };
  }
  if (block.name === "hero") return parseHero(block);
  if (block.name === "cards") return parseCards(block);
  return { ok: true, module: { kind: "block", block }, end: block.end };
}
function parseHero(block) {
  const hero = {
    kind: "hero",
    title: "",
    subtitle: "",
    tags: [],
    eyebrow: "",
    note: ""
  };
  for (const [offset, raw] of block.body.entries()) {
    const text = raw.trim();
    if (text === "") continue;
    const field = HERO_FIELD.exec(text);
    if (!field) {
      return failure(
        "A :::hero line must be `title: \u2026`, `subtitle: \u2026`, `tags: a | b | c`, `eyebrow: \u2026` or `cta_text: \u2026`.",
        block.start + 1 + offset
      );
    }
    const key = field[1].toLowerCase();
    const value = field[2].trim();
    if (key === "tags") {
      hero.tags = value.split("|").map((t) => t.trim()).filter(Boolean);
    } else if (key === "title") hero.title = value;
    else if (key === "subtitle") hero.subtitle = value;
    else if (key === "eyebrow") hero.eyebrow = value;
    else hero.note = value;
  }
  if (hero.title === "") return failure("The :::hero module has no `title:` line.", block.start);
  return { ok: true, module: hero, end: block.end };
}
function parseCards(block) {
  const cards = { kind: "cards", heading: block.caption, cards: [] };
  for (const [offset, raw] of block.body.entries()) {
    const text = raw.trim();
    if (text === "") continue;
    const index = block.start + 1 + offset;
    const fields = text.split("|").map((f) => f.trim());
    if (fields.length !== 4) {
      return failure(
        `A card row needs 4 fields \`title | line 1 | line 2 | accent|default\`; this one has ${fields.length}.`,
        index
      );
    }
    const style = fields[3].toLowerCase();
    if (style !== "accent" && style !== "default") {
      return failure(
        `Unknown card style "${fields[3].slice(0, 40)}": use accent or default.`,
        index
      );
    }
    cards.cards.push({
      title: fields[0],
      lines: [fields[1], fields[2]],
      accent: style === "accent"
    });
  }
  if (cards.cards.length === 0)
    return failure("The :::cards module has no card rows.", block.start);
  return { ok: true, module: cards, end: block.end };
}
function failure(message, index) {
  return { ok: false, message, index, severity: "error" };
}
function modulesPlugin(md) {
  md.block.ruler.before(
    "fence",
    "layout_module",
    (state, startLine, endLine, silent) => {
      const pos = state.bMarks[startLine] + state.tShift[startLine];
      if (state.src.charCodeAt(pos) !== 58 || pos > 0 && state.src.charCodeAt(pos - 1) !== 10) {
        return false;
      }
      const line = (i) => state.src.slice(state.bMarks[i] + state.tShift[i], state.eMarks[i]);
      if (!isModuleOpener(line(startLine))) return false;
      const parsed = parseModule(line, startLine, endLine);
      if (!parsed.ok) return false;
      if (silent) return true;
      const token = state.push("layout_module", "section", 0);
      token.block = true;
      token.meta = parsed.module;
      token.map = [startLine, parsed.end + 1];
      state.line = parsed.end + 1;
      return true;
    },
    { alt: ["paragraph", "reference", "blockquote", "list"] }
  );
}

export {
  SERVICE_MODULES,
  LOCAL_MODULES,
  CALLOUT_KINDS,
  readOpener,
  isCloser,
  readFields,
  readRows,
  parseModule,
  modulesPlugin
};
