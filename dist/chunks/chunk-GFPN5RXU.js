import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);

// src/core/secrets.ts
var ECHO_WARNING = "the service echoed a credential in its answer; it was removed from all output";
var MASK = "***";
var MIN_LENGTH = 4;
var MIN_BASE64_CORE = 6;
var USERINFO = /\b([a-z][a-z0-9+.-]{0,63}:\/\/)[^\s/?#@"'<>\\]+@/gi;
function createRedactor(secrets, options = {}) {
  const values = [...new Set(secrets.filter((s) => !!s && s.length >= MIN_LENGTH))];
  const sources = values.flatMap((value) => [
    charsPattern(value),
    ...base64Cores(value).map(escapeRegExp)
  ]);
  sources.sort((a, b) => b.length - a.length);
  const credentials = sources.length > 0 ? new RegExp(sources.join("|"), "g") : void 0;
  let echoed = false;
  return (text) => {
    let out = text;
    if (credentials) {
      const before = out;
      out = out.replace(credentials, MASK);
      if (out !== before && !echoed) {
        echoed = true;
        options.onEcho?.();
      }
    }
    return out.includes("://") ? out.replace(USERINFO, `$1${MASK}@`) : out;
  };
}
function redactDeep(value, redact) {
  if (typeof value === "string") return redact(value);
  if (Array.isArray(value)) return value.map((item) => redactDeep(item, redact));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [redact(key), redactDeep(item, redact)])
    );
  }
  return value;
}
function charsPattern(value) {
  return [...value].map((char) => {
    const forms = [escapeRegExp(char)];
    const bytes = Buffer.from(char, "utf8");
    forms.push([...bytes].map((b) => `%${hexPattern(b, 2)}`).join(""));
    const unit = char.codePointAt(0) ?? 0;
    if (unit <= 65535) forms.push(`\\\\u${hexPattern(unit, 4)}`);
    if (char === '"' || char === "\\" || char === "/") forms.push(`\\\\${escapeRegExp(char)}`);
    return `(?:${forms.join("|")})`;
  }).join("");
}
function hexPattern(n, width) {
  return [...n.toString(16).padStart(width, "0")].map((d) => /[a-f]/.test(d) ? `[${d}${d.toUpperCase()}]` : d).join("");
}
function base64Cores(value) {
  const bytes = Buffer.from(value, "utf8");
  const cores = /* @__PURE__ */ new Set();
  for (let shift = 0; shift < 3; shift++) {
    const padded = Buffer.concat([Buffer.alloc(shift), bytes]);
    const first = Math.ceil(8 * shift / 6);
    const last = Math.floor(8 * (shift + bytes.length) / 6);
    for (const encoding of ["base64", "base64url"]) {
      const core = padded.toString(encoding).slice(first, last);
      if (core.length >= MIN_BASE64_CORE) cores.add(core);
    }
  }
  return [...cores];
}
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
}

export {
  ECHO_WARNING,
  createRedactor,
  redactDeep
};
