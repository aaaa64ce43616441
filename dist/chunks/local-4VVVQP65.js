import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  createLocalEngine
} from "./chunk-IN6XSDVM.js";
import "./chunk-XBE2TZ3R.js";
import {
  checkModules
} from "./chunk-5BLK2M4G.js";
import "./chunk-GMBACPUQ.js";
import "./chunk-JZLBHUCI.js";
import "./chunk-6DE6S7N3.js";
import "./chunk-F7PMG5S2.js";
import "./chunk-NKJDEBBX.js";
import "./chunk-3QKJAWZN.js";
import "./chunk-5DQ3OEOA.js";
import {
  DEFAULT_THEME
} from "./chunk-XYAFAZVO.js";
import "./chunk-QXLYNVZJ.js";
import {
  THEME_IDS
} from "./chunk-NUGJP3WA.js";
import "./chunk-5XOO62DI.js";
import "./chunk-G2QKEXVZ.js";
export {
  DEFAULT_THEME,
  THEME_IDS,
  checkModules,
  createLocalEngine
};
