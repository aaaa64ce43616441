import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  COMMENT_BODY_MAX,
  commentMarker,
  findOwnComments,
  upsertStickyComment
} from "./chunk-AF3ST4Y4.js";
import "./chunk-EX74H3BG.js";
import "./chunk-LF7TFJO3.js";
import "./chunk-OVCWD6JG.js";
import "./chunk-PQLFKXA5.js";
import "./chunk-WQINLRHN.js";
import "./chunk-CUOQNFZT.js";
import "./chunk-G2QKEXVZ.js";
export {
  COMMENT_BODY_MAX,
  commentMarker,
  findOwnComments,
  upsertStickyComment
};
