import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  createSanitizer
} from "./chunk-Q6GMPGJB.js";
import "./chunk-FNG4HCAH.js";
import "./chunk-G2QKEXVZ.js";
export {
  createSanitizer
};
