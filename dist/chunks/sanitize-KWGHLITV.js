import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  createSanitizer
} from "./chunk-KP4NHP2V.js";
import "./chunk-NKJDEBBX.js";
import "./chunk-OYEYFGXK.js";
import "./chunk-G2QKEXVZ.js";
export {
  createSanitizer
};
