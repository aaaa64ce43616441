import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  convertThreads,
  createThreadPool,
  createWorkerPoolEngine
} from "./chunk-RJZ35MZL.js";
import "./chunk-WPTBBSPN.js";
import "./chunk-5DQ3OEOA.js";
import "./chunk-5XOO62DI.js";
import "./chunk-G2QKEXVZ.js";
export {
  convertThreads,
  createThreadPool,
  createWorkerPoolEngine
};
