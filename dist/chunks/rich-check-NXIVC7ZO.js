import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  MarkdownItCallable,
  diagramTheme,
  footnote_plugin,
  mathOf,
  mathSyntaxPlugin,
  mermaidOf
} from "./chunk-ZNPTY5P4.js";
import {
  modulesPlugin
} from "./chunk-56HC3K3W.js";
import {
  DEFAULT_THEME,
  resolveTheme
} from "./chunk-B2UKSYS6.js";
import "./chunk-PHUWWCX7.js";
import "./chunk-5XOO62DI.js";
import "./chunk-G2QKEXVZ.js";

// src/engine/local/figures/rich-check.ts
async function checkMathAndDiagrams(markdown, rich, lineOffset = 0, themeId = DEFAULT_THEME) {
  const items = findItems(markdown, rich);
  if (items.length === 0) return [];
  const findings = [];
  if (items.some((item) => item.kind === "math")) {
    const math = await mathOf(rich);
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
      const problems = mermaid.validate(item.source).map((p) => ({ message: p.message, line: item.line + 1 + p.line }));
      if (problems.length === 0) {
        const result = mermaid.render(item.source, colours);
        if ("error" in result) problems.push({ message: result.error, line: item.line });
      }
      for (const problem of problems) {
        findings.push({
          severity: "warning",
          code: /not supported/.test(problem.message) ? "unsupported_mermaid" : "invalid_mermaid",
          message: problem.message,
          line: problem.line + lineOffset
        });
      }
    }
  }
  return findings;
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
  const md = new MarkdownItCallable({ html: true }).use(footnote_plugin).use(modulesPlugin).use(mathSyntaxPlugin);
  md.inline.ruler.enableOnly(
    ["text", "escape", "backticks", "math_inline", "html_inline", "autolink", "entity"],
    true
  );
  md.inline.ruler2.enableOnly(["fragments_join"], true);
  rich.scanner = md;
  return md;
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
  checkMathAndDiagrams
};
