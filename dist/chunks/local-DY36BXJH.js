import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  createLocalEngine
} from "./chunk-EYD4IEC2.js";
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
} from "./chunk-RCDZTQT5.js";
import {
  THEME_IDS
} from "./chunk-TPUGEEMD.js";
import "./chunk-CUOQNFZT.js";
import "./chunk-G2QKEXVZ.js";
export {
  DEFAULT_THEME,
  THEME_IDS,
  checkModules,
  createLocalEngine
};
