import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  DEFAULT_THEME,
  resolveTheme
} from "./chunk-X3FN7FKS.js";
import {
  THEME_IDS
} from "./chunk-R5Q2FLZP.js";
import "./chunk-CUOQNFZT.js";
import "./chunk-G2QKEXVZ.js";
export {
  DEFAULT_THEME,
  THEME_IDS,
  resolveTheme
};
