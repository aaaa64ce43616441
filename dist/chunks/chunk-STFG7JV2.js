import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);

// src/settings/config.ts
var MODES = ["auto", "check", "convert", "preview", "draft"];
var ENGINES = ["auto", "remote", "local"];
var FAIL_ON = ["error", "warning", "never"];
var DEFAULT_CREDENTIAL_HEADER_PREFIX = "Messenger";
function serviceConfig(config) {
  if (!config.apiKey || !config.apiUrl) return void 0;
  return {
    apiKey: config.apiKey,
    apiUrl: config.apiUrl,
    backupApiUrl: config.backupApiUrl,
    appId: config.appId,
    appSecret: config.appSecret,
    credentialHeaderPrefix: config.credentialHeaderPrefix,
    concurrency: config.concurrency,
    rateLimit: config.rateLimit,
    timeoutMs: config.timeoutMs
  };
}

export {
  MODES,
  ENGINES,
  FAIL_ON,
  DEFAULT_CREDENTIAL_HEADER_PREFIX,
  serviceConfig
};
