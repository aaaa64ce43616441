import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  createLocalEngineWith
} from "./chunk-3SVPJI2B.js";
import {
  splitFrontMatter
} from "./chunk-4S2VG66P.js";

// src/engine/local/index.ts
function createLocalEngine(options = {}) {
  return createLocalEngineWith(splitFrontMatter, options);
}

export {
  createLocalEngine
};
