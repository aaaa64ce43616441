import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  COMMENT_BODY_MAX,
  commentMarker,
  findOwnComments,
  upsertStickyComment
} from "./chunk-4VJRC6EQ.js";
import "./chunk-SPY344AU.js";
import "./chunk-WHBGLG6X.js";
import "./chunk-D7RTFN2Z.js";
import "./chunk-Y5IDWIIM.js";
import "./chunk-MZBKJI7M.js";
import "./chunk-AOJSI2D3.js";
import "./chunk-N7RJKJXU.js";
import "./chunk-5XOO62DI.js";
import "./chunk-G2QKEXVZ.js";
export {
  COMMENT_BODY_MAX,
  commentMarker,
  findOwnComments,
  upsertStickyComment
};
