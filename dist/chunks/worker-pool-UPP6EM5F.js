import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  convertThreads,
  createThreadPool,
  createWorkerPoolEngine
} from "./chunk-BQLUI2NE.js";
import "./chunk-2WAUFRXF.js";
import "./chunk-5XOO62DI.js";
import "./chunk-5DQ3OEOA.js";
import "./chunk-G2QKEXVZ.js";
export {
  convertThreads,
  createThreadPool,
  createWorkerPoolEngine
};
