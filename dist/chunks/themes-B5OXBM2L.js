import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  DEFAULT_THEME,
  THEME_IDS,
  resolveTheme
} from "./chunk-K4QASCV6.js";
import "./chunk-CUOQNFZT.js";
import "./chunk-G2QKEXVZ.js";
export {
  DEFAULT_THEME,
  THEME_IDS,
  resolveTheme
};
