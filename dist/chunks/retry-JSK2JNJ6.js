import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  DEFAULT_RETRY,
  backoffDelay,
  parseRetryAfter,
  retryPolicy,
  sleep
} from "./chunk-HELULU2U.js";
import "./chunk-G2QKEXVZ.js";
export {
  DEFAULT_RETRY,
  backoffDelay,
  parseRetryAfter,
  retryPolicy,
  sleep
};
