import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  __commonJS,
  __require
} from "./chunk-G2QKEXVZ.js";

// builtins-by-require:crypto
var require_crypto = __commonJS({
  "builtins-by-require:crypto"(exports, module) {
    module.exports = __require("node:crypto");
  }
});

export {
  require_crypto
};
