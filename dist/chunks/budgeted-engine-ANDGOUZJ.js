import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  convertThreads,
  createThreadPool
} from "./chunk-BQLUI2NE.js";
import {
  createLocalEngineWith
} from "./chunk-3SVPJI2B.js";
import "./chunk-CO34HDOQ.js";
import {
  loadWanted
} from "./chunk-MDXIO7A4.js";
import "./chunk-XYAFAZVO.js";
import "./chunk-2WAUFRXF.js";
import "./chunk-2LNQLSPO.js";
import "./chunk-6DE6S7N3.js";
import "./chunk-DZ323OMG.js";
import {
  mayHoldFigures
} from "./chunk-QOBCCXYO.js";
import "./chunk-JZLBHUCI.js";
import "./chunk-QXLYNVZJ.js";
import {
  splitFrontMatterWith
} from "./chunk-5UW5WUYG.js";
import "./chunk-NUGJP3WA.js";
import "./chunk-F7PMG5S2.js";
import {
  DocumentError
} from "./chunk-5XOO62DI.js";
import "./chunk-NKJDEBBX.js";
import "./chunk-5DQ3OEOA.js";
import "./chunk-G2QKEXVZ.js";

// src/engine/local/threads/budgeted-engine.ts
function createBudgetedEngine({
  entry,
  budget,
  threads
}) {
  let withLibrary;
  const local = createLocalEngineWith(
    (markdown) => (withLibrary ?? splitFrontMatterWith)(markdown),
    {
      maxHtmlBytes: budget.maxHtmlBytes
    }
  );
  function frontMatterReady(request) {
    const markdown = request?.markdown;
    if (withLibrary || typeof markdown !== "string" || !markdown.startsWith("---")) return;
    try {
      if (splitFrontMatterWith(markdown) !== void 0) return;
    } catch (error) {
      if (error instanceof DocumentError) return;
      throw error;
    }
    return import("./front-matter-3KPI3546.js").then((loaded) => {
      withLibrary = loaded.splitFrontMatter;
    });
  }
  const pool = createThreadPool({ entry, size: convertThreads(threads), budget, eager: false });
  const wantsFigures = (render) => {
    render();
    const wanted = local.rich.wanted;
    const figures = wanted.has("math") || wanted.has("mermaid");
    if (figures) wanted.clear();
    return figures;
  };
  const figureFree = /* @__PURE__ */ new WeakMap();
  function inProcess(request) {
    const quick = typeof request.markdown === "string" && !mayHoldFigures(request.markdown);
    if (quick || figureFree.get(request) === request.markdown) return true;
    return !wantsFigures(() => local.convertSync(request));
  }
  async function onThread(request, looks, finish) {
    const pages = await pool.run({ kind: "restyle", request, looks: [...looks] });
    return finish ? pages.map(finish) : pages;
  }
  return {
    name: "local",
    async checkFigures(markdown, lineOffset, theme) {
      if (!mayHoldFigures(markdown)) return [];
      const { findsFigures } = await import("./rich-check-VP2QD6TO.js");
      if (!findsFigures(markdown, local.rich)) return [];
      return await pool.run({ kind: "check", markdown, lineOffset, theme });
    },
    async convert(request, signal, options) {
      signal?.throwIfAborted();
      const loading = frontMatterReady(request);
      if (loading) await loading;
      const prechecked = options?.prechecked;
      let result;
      if (!wantsFigures(() => result = local.convertSync(request, prechecked))) {
        if (typeof request.markdown === "string") figureFree.set(request, request.markdown);
        return await loadWanted(local.rich) ? local.convertSync(request, true) : result;
      }
      return await pool.run({ kind: "convert", request, prechecked }, signal);
    },
    async restyleTemplates(request, looks, finish) {
      const loading = frontMatterReady(request);
      if (loading) await loading;
      if (inProcess(request)) return local.restyleTemplates(request, looks, finish);
      return { pages: await onThread(request, looks, finish), templates: [] };
    },
    styleTable: (look) => local.styleTable(look),
    close: () => pool.close()
  };
}
export {
  createBudgetedEngine
};
