import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  REPORT_VERSION,
  buildReport,
  copyDraft
} from "./chunk-7PBZCX6E.js";
import "./chunk-CXALU7CA.js";
import "./chunk-G2QKEXVZ.js";
export {
  REPORT_VERSION,
  buildReport,
  copyDraft
};
