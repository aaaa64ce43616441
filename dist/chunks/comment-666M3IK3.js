import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  COMMENT_BUDGET,
  GITHUB_COMMENT_LIMIT,
  renderComment
} from "./chunk-RQMFABWS.js";
import "./chunk-6DIUCNFM.js";
import "./chunk-VQ43QDC7.js";
import "./chunk-ZDKHICCF.js";
import "./chunk-G2QKEXVZ.js";
export {
  COMMENT_BUDGET,
  GITHUB_COMMENT_LIMIT,
  renderComment
};
