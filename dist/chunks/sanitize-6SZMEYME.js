import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  createSanitizer
} from "./chunk-OWN76PAO.js";
import "./chunk-GGHQ2VDV.js";
import "./chunk-G2QKEXVZ.js";
export {
  createSanitizer
};
