import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);

// src/core/secrets.ts
var ECHO_WARNING = "the service echoed a credential in its answer; it was removed from all output";
var MASK = "***";
var MIN_LENGTH = 4;
var MIN_BASE64_CORE = 6;
var USERINFO = /\b([a-z][a-z0-9+.-]{0,63}:\/\/)[^\s/?#@"'<>\\]+@/gi;
var USERINFO_SEEN = /:\/\/[^\s/?#@"'<>\\]+@/;
function createRedactor(secrets, options = {}) {
  const values = [...new Set(secrets.filter((s) => !!s && s.length >= MIN_LENGTH))];
  const cores = values.map((value) => base64Cores(value).map(escapeRegExp));
  const escapes = new Set(
    values.flatMap((value) => [...value].flatMap((c) => charForms(c).slice(1)))
  );
  const hint = values.length > 0 ? new RegExp([...values.map(escapeRegExp), ...cores.flat(), ...escapes].join("|")) : void 0;
  let credentials;
  const fullPattern = () => {
    const sources = values.flatMap((value, i) => [charsPattern(value), ...cores[i]]);
    sources.sort((a, b) => b.length - a.length);
    return new RegExp(sources.join("|"), "g");
  };
  let echoed = false;
  return (text) => {
    let out = text;
    if (hint?.test(out)) {
      credentials ??= fullPattern();
      const before = out;
      out = out.replace(credentials, MASK);
      if (out !== before && !echoed) {
        echoed = true;
        options.onEcho?.();
      }
    }
    return USERINFO_SEEN.test(out) ? out.replace(USERINFO, `$1${MASK}@`) : out;
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
  return [...value].map((char) => `(?:${charForms(char).join("|")})`).join("");
}
function charForms(char) {
  const forms = [escapeRegExp(char)];
  const bytes = Buffer.from(char, "utf8");
  forms.push([...bytes].map((b) => `%${hexPattern(b, 2)}`).join(""));
  const unit = char.codePointAt(0) ?? 0;
  if (unit <= 65535) forms.push(`\\\\u${hexPattern(unit, 4)}`);
  if (char === '"' || char === "\\" || char === "/") forms.push(`\\\\${escapeRegExp(char)}`);
  return forms;
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
