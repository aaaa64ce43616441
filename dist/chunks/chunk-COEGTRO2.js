import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  createLocalEngineWith
} from "./chunk-VCBUR7RW.js";
import {
  splitFrontMatter
} from "./chunk-2NQ6KFB2.js";

// src/engine/local/index.ts
function createLocalEngine(options = {}) {
  return createLocalEngineWith(splitFrontMatter, options);
}

export {
  createLocalEngine
};
