import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  createLocalEngine
} from "./chunk-RHEF3T5Y.js";
import {
  createLocalEngineWith,
  fill
} from "./chunk-3SVPJI2B.js";
import "./chunk-CO34HDOQ.js";
import "./chunk-MDXIO7A4.js";
import {
  DEFAULT_THEME
} from "./chunk-XYAFAZVO.js";
import {
  checkModules
} from "./chunk-2LNQLSPO.js";
import "./chunk-6DE6S7N3.js";
import "./chunk-DZ323OMG.js";
import "./chunk-JZLBHUCI.js";
import "./chunk-QXLYNVZJ.js";
import "./chunk-4S2VG66P.js";
import "./chunk-5UW5WUYG.js";
import {
  THEME_IDS
} from "./chunk-NUGJP3WA.js";
import "./chunk-F7PMG5S2.js";
import "./chunk-5XOO62DI.js";
import "./chunk-NKJDEBBX.js";
import "./chunk-5DQ3OEOA.js";
import "./chunk-G2QKEXVZ.js";
export {
  DEFAULT_THEME,
  THEME_IDS,
  checkModules,
  createLocalEngine,
  createLocalEngineWith,
  fill
};
