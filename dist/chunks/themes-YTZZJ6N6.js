import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  DEFAULT_THEME,
  resolveTheme
} from "./chunk-B2UKSYS6.js";
import {
  THEME_IDS
} from "./chunk-PHUWWCX7.js";
import "./chunk-5XOO62DI.js";
import "./chunk-G2QKEXVZ.js";
export {
  DEFAULT_THEME,
  THEME_IDS,
  resolveTheme
};
