/**
 * A last line of defence for text that leaves the run (outputs, summary, comment,
 * report.json): the runner masks logs, but nothing masks what we write ourselves.
 * Secrets shorter than 4 characters are not redacted, as the runner does not either:
 * they would blank out ordinary words.
 */
export function createRedactor(secrets: readonly (string | undefined)[]): (text: string) => string {
  const values = [...new Set(secrets.filter((s): s is string => !!s && s.length >= 4))].sort(
    (a, b) => b.length - a.length,
  );
  if (values.length === 0) return (text) => text;
  return (text) => {
    let out = text;
    for (const value of values) out = out.split(value).join('***');
    return out;
  };
}
