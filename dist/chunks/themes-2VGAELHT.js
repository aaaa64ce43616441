import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  DEFAULT_THEME,
  isThemeId,
  resolveTheme,
  themeDescriptions
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
  isThemeId,
  resolveTheme,
  themeDescriptions
};
