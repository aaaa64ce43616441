import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  __commonJS,
  __require
} from "./chunk-G2QKEXVZ.js";

// builtins-by-require:http
var require_http = __commonJS({
  "builtins-by-require:http"(exports, module) {
    module.exports = __require("node:http");
  }
});

export {
  require_http
};
