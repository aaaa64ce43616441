import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  convertThreads,
  createThreadPool
} from "./chunk-RJZ35MZL.js";
import {
  createLocalEngine
} from "./chunk-IN6XSDVM.js";
import "./chunk-XBE2TZ3R.js";
import "./chunk-WPTBBSPN.js";
import "./chunk-5BLK2M4G.js";
import "./chunk-GMBACPUQ.js";
import {
  mayHoldFigures
} from "./chunk-ZEWNA4P7.js";
import "./chunk-JZLBHUCI.js";
import "./chunk-6DE6S7N3.js";
import "./chunk-F7PMG5S2.js";
import "./chunk-NKJDEBBX.js";
import {
  loadWanted
} from "./chunk-3QKJAWZN.js";
import "./chunk-5DQ3OEOA.js";
import "./chunk-XYAFAZVO.js";
import "./chunk-QXLYNVZJ.js";
import "./chunk-NUGJP3WA.js";
import "./chunk-5XOO62DI.js";
import "./chunk-G2QKEXVZ.js";

// src/engine/local/threads/budgeted-engine.ts
function createBudgetedEngine({
  entry,
  budget,
  threads
}) {
  const local = createLocalEngine({ maxHtmlBytes: budget.maxHtmlBytes });
  const pool = createThreadPool({ entry, size: convertThreads(threads), budget, eager: false });
  const wantsFigures = (render) => {
    render();
    const wanted = local.rich.wanted;
    const figures = wanted.has("math") || wanted.has("mermaid");
    if (figures) wanted.clear();
    return figures;
  };
  return {
    name: "local",
    async checkFigures(markdown, lineOffset, theme) {
      if (!mayHoldFigures(markdown)) return [];
      const { findsFigures } = await import("./rich-check-6MAJPNJ4.js");
      if (!findsFigures(markdown, local.rich)) return [];
      return await pool.run({ kind: "check", markdown, lineOffset, theme });
    },
    async convert(request, signal, options) {
      signal?.throwIfAborted();
      let result;
      if (!wantsFigures(() => result = local.convertSync(request))) {
        return await loadWanted(local.rich) ? local.convertSync(request) : result;
      }
      return await pool.run(
        { kind: "convert", request, prechecked: options?.prechecked },
        signal
      );
    },
    async restyle(request, looks, finish) {
      const quick = typeof request.markdown === "string" && !mayHoldFigures(request.markdown);
      if (quick || !wantsFigures(() => local.convertSync(request))) {
        return local.restyle(request, looks, finish);
      }
      const pages = await pool.run({ kind: "restyle", request, looks: [...looks] });
      return finish ? pages.map(finish) : pages;
    },
    close: () => pool.close()
  };
}
export {
  createBudgetedEngine
};
