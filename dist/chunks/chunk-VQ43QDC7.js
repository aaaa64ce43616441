import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);

// src/report/format-number.ts
function formatCount(n) {
  if (Number.isSafeInteger(n) && !Object.is(n, -0)) {
    const digits = String(Math.abs(n));
    let out = digits.length > 3 ? groupDigits(digits) : digits;
    if (n < 0) out = `-${out}`;
    return out;
  }
  return n.toLocaleString("en-US");
}
function groupDigits(digits) {
  let out = digits.slice(0, digits.length % 3 || 3);
  for (let i = out.length; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
  return out;
}

export {
  formatCount
};
