import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  createLocalEngine
} from "./chunk-I26U4GY6.js";
import "./chunk-J32ODTCZ.js";
import "./chunk-JZLBHUCI.js";
import "./chunk-6DE6S7N3.js";
import "./chunk-GGHQ2VDV.js";
import "./chunk-ZNPTY5P4.js";
import {
  checkModules
} from "./chunk-56HC3K3W.js";
import {
  DEFAULT_THEME
} from "./chunk-B2UKSYS6.js";
import {
  THEME_IDS
} from "./chunk-PHUWWCX7.js";
import "./chunk-5XOO62DI.js";
import "./chunk-G2QKEXVZ.js";
export {
  DEFAULT_THEME,
  THEME_IDS,
  checkModules,
  createLocalEngine
};
