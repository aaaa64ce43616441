import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  __commonJS,
  __require
} from "./chunk-G2QKEXVZ.js";

// builtins-by-require:https
var require_https = __commonJS({
  "builtins-by-require:https"(exports, module) {
    module.exports = __require("node:https");
  }
});

export {
  require_https
};
