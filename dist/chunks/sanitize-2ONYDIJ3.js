import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  createSanitizer
} from "./chunk-V4MBZ7KW.js";
import "./chunk-SDQF6BE2.js";
import "./chunk-G2QKEXVZ.js";
export {
  createSanitizer
};
