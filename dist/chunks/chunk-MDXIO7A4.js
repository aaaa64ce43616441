import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  LimitError
} from "./chunk-5XOO62DI.js";
import {
  BUDGET_CODES,
  FORMULA_LIMITS
} from "./chunk-5DQ3OEOA.js";

// src/engine/local/figures/math-syntax.ts
function mathSyntaxPlugin(md) {
  md.inline.ruler.after("escape", "math_inline", mathInline);
  md.block.ruler.before("fence", "math_block", mathBlock, {
    alt: ["paragraph", "reference", "blockquote", "list"]
  });
  md.core.ruler.after("block", "rich_fences", (state) => {
    for (const token of state.tokens) {
      if (token.type !== "fence") continue;
      const lang = token.info.trim().split(/\s+/, 1)[0].toLowerCase();
      if (lang === "math") token.type = "math_block";
      else if (lang === "mermaid") token.type = "mermaid_block";
    }
  });
}
var DOLLAR = 36;
var BACKTICK = 96;
var BACKSLASH = 92;
function isSpace(code) {
  return code === 32 || code === 9 || code === 10 || code === 13;
}
function isDigit(code) {
  return code >= 48 && code <= 57;
}
function mathInline(state, silent) {
  const { src, pos, posMax } = state;
  if (src.charCodeAt(pos) !== DOLLAR) return false;
  const found = src.charCodeAt(pos + 1) === BACKTICK ? backtickMath(src, pos, posMax) : dollarMath(src, pos, posMax);
  if (!found) {
    if (!silent) state.pending += src.charCodeAt(pos + 1) === DOLLAR ? "$$" : "$";
    state.pos += src.charCodeAt(pos + 1) === DOLLAR ? 2 : 1;
    return true;
  }
  if (!silent) {
    const token = state.push("math_inline", "math", 0);
    token.content = found.tex;
    token.markup = found.markup;
    token.meta = { offset: pos };
  }
  state.pos = found.end;
  return true;
}
function dollarMath(src, pos, max) {
  const double = src.charCodeAt(pos + 1) === DOLLAR;
  const open = double ? 2 : 1;
  const first = src.charCodeAt(pos + open);
  if (pos + open >= max || isSpace(first) || first === DOLLAR) return void 0;
  for (let i = pos + open; i < max; i++) {
    const code = src.charCodeAt(i);
    if (code === BACKSLASH) {
      i++;
      continue;
    }
    if (code === BACKTICK) return void 0;
    if (code !== DOLLAR) continue;
    if (double) {
      if (src.charCodeAt(i + 1) !== DOLLAR) continue;
      const tex = src.slice(pos + 2, i).trim();
      return tex ? { tex, end: i + 2, markup: "$$" } : void 0;
    }
    if (isSpace(src.charCodeAt(i - 1)) || isDigit(src.charCodeAt(i + 1))) return void 0;
    return { tex: src.slice(pos + 1, i), end: i + 1, markup: "$" };
  }
  return void 0;
}
function backtickMath(src, pos, max) {
  let ticks = 0;
  while (src.charCodeAt(pos + 1 + ticks) === BACKTICK) ticks++;
  const fence = "`".repeat(ticks);
  const close = src.indexOf(`${fence}$`, pos + 1 + ticks);
  if (close === -1 || close + ticks + 1 > max) return void 0;
  const tex = src.slice(pos + 1 + ticks, close).trim();
  return tex ? { tex, end: close + ticks + 1, markup: "$`" } : void 0;
}
function mathBlock(state, startLine, endLine, silent) {
  let start = state.bMarks[startLine] + state.tShift[startLine];
  const max = state.eMarks[startLine];
  if (state.sCount[startLine] - state.blkIndent >= 4) return false;
  if (state.src.slice(start, start + 2) !== "$$") return false;
  start += 2;
  const firstLine = state.src.slice(start, max);
  let tex;
  let last = startLine;
  if (firstLine.trim().endsWith("$$")) {
    tex = firstLine.trim().slice(0, -2);
  } else {
    const lines = [firstLine];
    let closed = false;
    for (let line = startLine + 1; line < endLine; line++) {
      const s = state.bMarks[line] + state.tShift[line];
      const e = state.eMarks[line];
      if (s < e && state.sCount[line] < state.blkIndent) break;
      const text = state.src.slice(s, e);
      if (text.trimEnd().endsWith("$$")) {
        lines.push(text.trimEnd().slice(0, -2));
        last = line;
        closed = true;
        break;
      }
      lines.push(text);
    }
    if (!closed) return false;
    tex = lines.join("\n");
  }
  if (!tex.trim()) return false;
  if (silent) return true;
  state.line = last + 1;
  const token = state.push("math_block", "math", 0);
  token.block = true;
  token.content = tex.trim();
  token.markup = "$$";
  token.map = [startLine, state.line];
  return true;
}

// src/engine/local/figures/rich.ts
function createRichRenderers() {
  return { wanted: /* @__PURE__ */ new Set() };
}
async function loadWanted(rich) {
  const kinds = [...rich.wanted];
  rich.wanted.clear();
  if (kinds.length === 0) return false;
  if (kinds.includes("math")) await mathOf(rich);
  if (kinds.includes("mermaid")) await mermaidOf(rich);
  if (kinds.includes("html"))
    rich.sanitize ??= (await import("./sanitize-KWGHLITV.js")).createSanitizer();
  return true;
}
async function mathOf(rich) {
  if (rich.math) return rich.math;
  const { createMathRenderer } = await import("./math-WEL7WDNX.js");
  rich.math ??= createMathRenderer();
  return rich.math;
}
async function mermaidOf(rich) {
  if (rich.mermaid) return rich.mermaid;
  const { createMermaidRenderer } = await import("./mermaid-N45EE35B.js");
  rich.mermaid ??= createMermaidRenderer();
  return rich.mermaid;
}
function diagramTheme(theme) {
  const p = theme.palette;
  return {
    bg: p.background,
    fg: p.text,
    accent: p.primary,
    surface: p.tint,
    font: theme.family.fontFamily
  };
}
var DISPLAY = "margin:1em 0;text-align:center;overflow-x:auto;overflow-y:hidden;max-width:100%";
var DIAGRAM = "margin:1em 0;text-align:center;overflow-x:auto;max-width:100%";
function withContent(token, content, info) {
  const copy = Object.assign(Object.create(Object.getPrototypeOf(token)), token);
  copy.content = content;
  if (info !== void 0) copy.info = info;
  return copy;
}
function richPlugin(md, options) {
  const { rich } = options;
  const colours = diagramTheme(options.theme);
  md.use(mathSyntaxPlugin);
  const rules = md.renderer.rules;
  const fence = (tokens, idx, o, env, self) => (self.rules.fence ?? self.renderToken.bind(self))(tokens, idx, o, env, self);
  const session = (env) => {
    if (!env) return rich.math?.session();
    const holder = env;
    if (rich.math) holder.mathSession ??= rich.math.session();
    return holder.mathSession;
  };
  rules.math_inline = (tokens, idx, o, env, self) => {
    const token = tokens[idx];
    const display = token.markup === "$$";
    chargeFormula(env, token.content, void 0);
    const drawn = draw("math", () => session(env)?.render(token.content, display));
    if (drawn) return drawn;
    const close = token.markup === "$`" ? "`$" : token.markup;
    const code = withContent(token, `${token.markup}${token.content}${close}`);
    return (self.rules.code_inline ?? self.renderToken.bind(self))([code], 0, o, env, self);
  };
  rules.math_block = (tokens, idx, o, env, self) => {
    const token = tokens[idx];
    chargeFormula(env, token.content.trim(), token.map?.[0]);
    const drawn = draw("math", () => session(env)?.render(token.content.trim(), true));
    if (drawn) return `<section style="${DISPLAY}">${drawn}</section>
`;
    const source = token.content.endsWith("\n") ? token.content : `${token.content}
`;
    return fence([withContent(token, source, "latex")], 0, o, env, self);
  };
  rules.mermaid_block = (tokens, idx, o, env, self) => {
    const drawn = draw("mermaid", () => rich.mermaid?.render(tokens[idx].content, colours));
    if (drawn) return `<section style="${DIAGRAM}">${drawn}</section>
`;
    return fence(tokens, idx, o, env, self);
  };
  function draw(kind, render) {
    const result = render();
    if (!result) rich.wanted.add(kind);
    return result && "svg" in result ? result.svg : void 0;
  }
}
function chargeFormula(env, tex, line) {
  if (!env) return;
  const drawn = (env.formulasDrawn ?? 0) + 1;
  env.formulasDrawn = drawn;
  if (drawn > FORMULA_LIMITS.count) {
    throw new LimitError(
      BUDGET_CODES.formulas,
      `The document has more than ${FORMULA_LIMITS.count} formulas; at most ${FORMULA_LIMITS.count} are drawn per document (${BUDGET_CODES.formulas}).`,
      FORMULA_LIMITS.count,
      drawn,
      line === void 0 ? void 0 : line + 1
    );
  }
  if (tex.length > FORMULA_LIMITS.chars) {
    throw new LimitError(
      BUDGET_CODES.formulaChars,
      `A formula has ${tex.length} characters ("${tex.slice(0, 40).replace(/\s+/g, " ")}\u2026"); a formula may have at most ${FORMULA_LIMITS.chars} (${BUDGET_CODES.formulaChars}).`,
      FORMULA_LIMITS.chars,
      tex.length,
      line === void 0 ? void 0 : line + 1
    );
  }
}

export {
  mathSyntaxPlugin,
  createRichRenderers,
  loadWanted,
  mathOf,
  mermaidOf,
  diagramTheme,
  richPlugin
};
