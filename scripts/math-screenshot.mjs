// Writes docs/math-example.png: a formula and a diagram as the embedded engine draws them,
// at a phone's width, after the editor's filter (no class, id, <style>, custom properties).
// Needs the bundle (npm run bundle) and Debian's chromium. Run: node scripts/math-screenshot.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const root = resolve(import.meta.dirname, '..');
const SAMPLE = `---
theme: focus-blue
---

The hit ratio is $h = \\frac{hits}{hits + misses}$, and the mean latency is

$$
\\bar{t} = h \\cdot t_c + (1 - h) \\cdot t_d \\tag{1}
$$

\`\`\`mermaid
graph TD
  A[Request] --> B{Cached?}
  B -->|yes| C[Answer]
  B -->|no| D[(Database)]
  D --> C
\`\`\`
`;

const dir = mkdtempSync(join(tmpdir(), 'math-shot-'));
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  writeFileSync(join(dir, 'sample.md'), SAMPLE);
  execFileSync(
    process.execPath,
    [join(root, 'dist/cli/index.js'), 'convert', 'sample.md', '--out', 'out'],
    {
      cwd: dir,
      stdio: 'ignore',
    },
  );
  const page = readFileSync(join(dir, 'out', 'sample.md.html'), 'utf8');
  const article = /<section class="article" id="article">([\s\S]*)<\/section><\/main>/.exec(
    page,
  )?.[1];
  if (!article) throw new Error('no article in the converted page');
  const tab = await browser.newPage({ viewport: { width: 390, height: 600 } });
  await tab.route(/^(?!data:|about:)/, (route) => route.abort());
  await tab.setContent(
    `<!doctype html><meta charset="utf-8"><body style="margin:0">${article}</body>`,
  );
  await tab.evaluate(() => {
    for (const el of document.body.querySelectorAll('*')) {
      el.removeAttribute('class');
      el.removeAttribute('id');
    }
  });
  await tab
    .locator('body > *')
    .first()
    .screenshot({ path: join(root, 'docs', 'math-example.png') });
} finally {
  await browser.close();
  rmSync(dir, { recursive: true, force: true });
}
