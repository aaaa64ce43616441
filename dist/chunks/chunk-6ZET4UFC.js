import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);

// src/settings/config.ts
var MODES = ["auto", "check", "convert", "preview", "draft"];
var ENGINES = ["auto", "remote", "local"];
var FAIL_ON = ["error", "warning", "never"];
var DEFAULT_CREDENTIAL_HEADER_PREFIX = "Messenger";
var DEFAULT_OUTBOX_MAX_MB = 512;

export {
  MODES,
  ENGINES,
  FAIL_ON,
  DEFAULT_CREDENTIAL_HEADER_PREFIX,
  DEFAULT_OUTBOX_MAX_MB
};
