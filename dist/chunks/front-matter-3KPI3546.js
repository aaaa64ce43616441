import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  splitFrontMatter
} from "./chunk-4S2VG66P.js";
import "./chunk-5UW5WUYG.js";
import "./chunk-NUGJP3WA.js";
import "./chunk-F7PMG5S2.js";
import "./chunk-5XOO62DI.js";
import "./chunk-G2QKEXVZ.js";
export {
  splitFrontMatter
};
