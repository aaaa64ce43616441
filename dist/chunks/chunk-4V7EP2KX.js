import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  InputError
} from "./chunk-5XOO62DI.js";

// src/service/url-policy.ts
var LOOPBACK_HOSTS = /* @__PURE__ */ new Set(["localhost", "[::1]", "::1"]);
function isLoopbackHost(hostname) {
  return LOOPBACK_HOSTS.has(hostname) || /^127(?:\.\d{1,3}){3}$/.test(hostname);
}
function assertServiceUrl(input, value, label = `Input \`${input}\``) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new InputError(input, `${label} must be an absolute https:// URL of the service.`);
  }
  if (url.username || url.password) {
    throw new InputError(
      input,
      `${label} must not contain a user name or password; pass the key separately.`
    );
  }
  if (url.protocol === "http:" && !isLoopbackHost(url.hostname)) {
    throw new InputError(
      input,
      `${label} must use https:// (http:// is allowed only for 127.0.0.1, ::1 or localhost); got http://${url.host}.`
    );
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new InputError(input, `${label} must use https://; got ${url.protocol}//.`);
  }
  if (url.search || url.hash) {
    throw new InputError(input, `${label} must be a base URL without a query or fragment.`);
  }
  return url.href.replace(/\/+$/, "");
}

export {
  assertServiceUrl
};
