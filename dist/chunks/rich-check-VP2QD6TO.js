import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  footnote_plugin,
  lib_default
} from "./chunk-CO34HDOQ.js";
import {
  diagramTheme,
  mathOf,
  mathSyntaxPlugin,
  mermaidOf
} from "./chunk-MDXIO7A4.js";
import {
  DEFAULT_THEME,
  resolveTheme
} from "./chunk-XYAFAZVO.js";
import {
  modulesPlugin
} from "./chunk-DZ323OMG.js";
import "./chunk-QXLYNVZJ.js";
import "./chunk-NUGJP3WA.js";
import "./chunk-5XOO62DI.js";
import {
  unreadableDiagram
} from "./chunk-R4Y6FROF.js";
import {
  BUDGET_CODES,
  FORMULA_LIMITS
} from "./chunk-5DQ3OEOA.js";
import "./chunk-G2QKEXVZ.js";

// src/engine/local/figures/rich-check.ts
async function checkMathAndDiagrams(markdown, rich, lineOffset = 0, themeId = DEFAULT_THEME) {
  const items = blocksMayHoldFigures(markdown, rich) ? findItems(markdown, rich) : [];
  if (items.length === 0) return [];
  const flood = formulaFlood(items, lineOffset);
  if (flood) return [flood];
  const findings = [];
  if (items.some((item) => item.kind === "math")) {
    const math = (await mathOf(rich)).session();
    for (const item of items) {
      if (item.kind !== "math") continue;
      const result = math.render(item.source, item.display);
      if ("error" in result) {
        findings.push({
          severity: "warning",
          code: "invalid_math",
          message: `The formula ${quote(item.source)} is not valid TeX (${result.error}); it is shown as code.`,
          line: item.line + lineOffset
        });
      }
    }
  }
  if (items.some((item) => item.kind === "mermaid")) {
    const mermaid = await mermaidOf(rich);
    const colours = diagramTheme(themeOrDefault(themeId));
    for (const item of items) {
      if (item.kind !== "mermaid") continue;
      const problems = mermaid.validate(item.source).map((p) => ({ message: p.message, line: item.line + 1 + p.line, code: p.code }));
      if (problems.length === 0) {
        const result = mermaid.render(item.source, colours);
        if ("error" in result) problems.push({ message: result.error, line: item.line });
        const unreadable = "svg" in result && unreadableDiagram(item.source, result.width, result.labelPx);
        if (unreadable) {
          findings.push({
            severity: "warning",
            code: "diagram_too_wide",
            message: unreadable,
            line: item.line + lineOffset
          });
        }
      }
      for (const problem of problems) {
        const oversized = problem.code === BUDGET_CODES.diagram;
        findings.push({
          severity: oversized ? "error" : "warning",
          code: problem.code ?? (/not supported/.test(problem.message) ? "unsupported_mermaid" : "invalid_mermaid"),
          message: problem.message,
          line: problem.line + lineOffset
        });
      }
    }
  }
  return findings;
}
function formulaFlood(items, lineOffset) {
  let count = 0;
  for (const item of items) {
    if (item.kind !== "math") continue;
    count++;
    if (count > FORMULA_LIMITS.count) {
      const total = items.filter((i) => i.kind === "math").length;
      return {
        severity: "error",
        code: BUDGET_CODES.formulas,
        message: `The document has ${total} formulas; at most ${FORMULA_LIMITS.count} are drawn per document, and this line holds formula ${FORMULA_LIMITS.count + 1} (${BUDGET_CODES.formulas}).`,
        line: item.line + lineOffset,
        limit: FORMULA_LIMITS.count,
        actual: total
      };
    }
    if (item.source.length > FORMULA_LIMITS.chars) {
      return {
        severity: "error",
        code: BUDGET_CODES.formulaChars,
        message: `The formula ${quote(item.source)} has ${item.source.length} characters; a formula may have at most ${FORMULA_LIMITS.chars} (${BUDGET_CODES.formulaChars}).`,
        line: item.line + lineOffset,
        limit: FORMULA_LIMITS.chars,
        actual: item.source.length
      };
    }
  }
  return void 0;
}
function themeOrDefault(id) {
  try {
    return resolveTheme(id);
  } catch {
    return resolveTheme(DEFAULT_THEME);
  }
}
function quote(tex) {
  const flat = tex.replace(/\s+/g, " ").trim();
  return `"${flat.length > 60 ? `${flat.slice(0, 60)}\u2026` : flat}"`;
}
function parser(rich) {
  if (rich.scanner) return rich.scanner;
  const md = new lib_default({ html: true }).use(footnote_plugin).use(modulesPlugin).use(mathSyntaxPlugin);
  md.inline.ruler.enableOnly(
    ["text", "escape", "backticks", "math_inline", "html_inline", "autolink", "entity"],
    true
  );
  md.inline.ruler2.enableOnly(["fragments_join"], true);
  rich.scanner = md;
  return md;
}
function blockParser(rich) {
  if (rich.blockScanner) return rich.blockScanner;
  const md = new lib_default({ html: true }).use(footnote_plugin).use(modulesPlugin).use(mathSyntaxPlugin);
  md.core.ruler.disable(
    ["inline", "footnote_tail", "linkify", "replacements", "smartquotes", "text_join"],
    true
  );
  rich.blockScanner = md;
  return md;
}
function blocksMayHoldFigures(markdown, rich) {
  return blockParser(rich).parse(markdown, {}).some(
    (token) => token.type === "math_block" || token.type === "mermaid_block" || token.type === "inline" && token.content.includes("$")
  );
}
function findsFigures(markdown, rich) {
  return blocksMayHoldFigures(markdown, rich) && holdsFigures(markdown, rich);
}
function holdsFigures(markdown, rich) {
  return findItems(markdown, rich).length > 0;
}
function findItems(markdown, rich) {
  const md = parser(rich);
  const items = [];
  const walk = (tokens) => {
    for (const token of tokens) {
      const line = (token.map?.[0] ?? 0) + 1;
      if (token.type === "math_block") {
        items.push({ kind: "math", source: token.content.trim(), display: true, line });
      } else if (token.type === "mermaid_block") {
        items.push({ kind: "mermaid", source: token.content, display: true, line });
      } else if (token.type === "inline" && token.children) {
        for (const child of token.children) {
          if (child.type !== "math_inline") continue;
          const before = token.content.slice(0, child.meta.offset);
          items.push({
            kind: "math",
            source: child.content,
            display: child.markup === "$$",
            line: line + (before.match(/\n/g)?.length ?? 0)
          });
        }
      }
    }
  };
  walk(md.parse(markdown, {}));
  return items;
}
export {
  blocksMayHoldFigures,
  checkMathAndDiagrams,
  findsFigures,
  holdsFigures
};
