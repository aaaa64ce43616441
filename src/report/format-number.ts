/**
 * Thousands separators as in "1,234". Whole numbers, which is every count a report shows, are
 * grouped here: an Intl.NumberFormat loads ICU's number data (~10 ms at start-up) and one per
 * call cost ~25 µs. Anything else, which no report shows today, takes the slow path.
 */

export function formatCount(n: number): string {
  if (Number.isSafeInteger(n) && !Object.is(n, -0)) {
    const digits = String(Math.abs(n));
    let out = digits.length > 3 ? groupDigits(digits) : digits;
    if (n < 0) out = `-${out}`;
    return out;
  }
  return n.toLocaleString('en-US');
}

function groupDigits(digits: string): string {
  let out = digits.slice(0, digits.length % 3 || 3);
  for (let i = out.length; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
  return out;
}
