import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  COMMENT_BODY_MAX,
  commentMarker,
  findOwnComments,
  upsertStickyComment
} from "./chunk-3ZMMQLOH.js";
import "./chunk-DOHYGKAQ.js";
import "./chunk-FSCGGVJC.js";
import "./chunk-Y5IDWIIM.js";
import "./chunk-GT2G3PW3.js";
import "./chunk-N7RJKJXU.js";
import "./chunk-WQINLRHN.js";
import "./chunk-5XOO62DI.js";
import "./chunk-G2QKEXVZ.js";
export {
  COMMENT_BODY_MAX,
  commentMarker,
  findOwnComments,
  upsertStickyComment
};
