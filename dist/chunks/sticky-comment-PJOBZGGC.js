import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  COMMENT_BODY_MAX,
  commentMarker,
  findOwnComments,
  upsertStickyComment
} from "./chunk-3ZMMQLOH.js";
import "./chunk-6SYCC6B3.js";
import "./chunk-LF7TFJO3.js";
import "./chunk-Y5IDWIIM.js";
import "./chunk-PQLFKXA5.js";
import "./chunk-WQINLRHN.js";
import "./chunk-5XOO62DI.js";
import "./chunk-G2QKEXVZ.js";
export {
  COMMENT_BODY_MAX,
  commentMarker,
  findOwnComments,
  upsertStickyComment
};
