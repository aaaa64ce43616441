import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  COMMENT_BUDGET,
  GITHUB_COMMENT_LIMIT,
  renderComment
} from "./chunk-IO3BTEEL.js";
import "./chunk-JM7SBVN4.js";
import "./chunk-CXALU7CA.js";
import "./chunk-DKJGWI56.js";
import "./chunk-G2QKEXVZ.js";
export {
  COMMENT_BUDGET,
  GITHUB_COMMENT_LIMIT,
  renderComment
};
