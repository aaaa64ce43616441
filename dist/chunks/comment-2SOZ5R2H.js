import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  COMMENT_BUDGET,
  GITHUB_COMMENT_LIMIT,
  renderComment
} from "./chunk-OANJXU27.js";
import "./chunk-7Y4QNDJW.js";
import "./chunk-VQ43QDC7.js";
import "./chunk-ZDKHICCF.js";
import "./chunk-G2QKEXVZ.js";
export {
  COMMENT_BUDGET,
  GITHUB_COMMENT_LIMIT,
  renderComment
};
