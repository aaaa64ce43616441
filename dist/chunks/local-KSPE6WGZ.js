import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  createLocalEngine
} from "./chunk-H3B6JF2M.js";
import "./chunk-ADKJV2WW.js";
import "./chunk-J32ODTCZ.js";
import {
  checkModules
} from "./chunk-5SOKYOVL.js";
import "./chunk-K6VUNHJA.js";
import "./chunk-6DE6S7N3.js";
import "./chunk-FNG4HCAH.js";
import {
  DEFAULT_THEME
} from "./chunk-X3FN7FKS.js";
import {
  THEME_IDS
} from "./chunk-R5Q2FLZP.js";
import "./chunk-CUOQNFZT.js";
import "./chunk-G2QKEXVZ.js";
export {
  DEFAULT_THEME,
  THEME_IDS,
  checkModules,
  createLocalEngine
};
