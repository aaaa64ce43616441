import { afterEach, describe, expect, it } from 'vitest';
import { dispatchDocs, filesOutput, makeWorkspace } from '../support/action-fixture.js';
import { type EchoService, startEchoService } from '../support/echo-service.js';
import { startGitHubEmulator } from '../support/github-emulator.js';

const BODY = `# Layout modules

:::callout warning
Most articles fail in the **first three seconds**.
:::

:::verdict
eyebrow: The verdict
title: Structure before style
:::

:::calout
A typo of a module name.
:::

:::image-steps{columns=2 caption_style=numbered}
step: Open the editor
desc: Pick a theme.
:::

:::cards[Plan]
Review | on the line | in the PR | accent
:::
`;
const DOCUMENT = `---
title: Modules
theme: retro-wave
---
${BODY}`;

let closers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(closers.map((c) => c.close()));
  closers = [];
});

/** A service that draws every module itself: it answers each convert with its own HTML. */
async function drawingService(): Promise<EchoService> {
  return startEchoService(() => ({
    status: 200,
    body: JSON.stringify({
      code: 0,
      msg: 'success',
      data: {
        html: '<section><p>Drawn by the service</p></section>',
        theme: 'retro-wave',
        fontSize: 'medium',
        backgroundType: 'default',
        wordCount: 42,
        estimatedReadTime: 1,
      },
    }),
  }));
}

describe('the remote engine and layout modules', () => {
  it('sends every module as written, with a front matter theme the local catalogue lacks, and converts', async () => {
    const service = await drawingService();
    const gh = await startGitHubEmulator({});
    closers.push(service, gh);
    const workspace = await makeWorkspace({ 'docs/modules.md': DOCUMENT });
    const run = await dispatchDocs(workspace, gh.url, {
      inputs: { engine: 'remote', 'api-url': service.url, 'api-key': 'wme_modules_key_1' },
    });
    expect(run.code).toBe(0);

    const converts = service.requests.filter((r) => r.path === '/api/v1/convert');
    expect(converts).toHaveLength(1);
    const sent = JSON.parse(converts[0].body) as { markdown: string; theme?: string };
    // The body exactly as written: modules unchanged, nothing refused or rewritten locally.
    expect(sent.markdown).toBe(BODY);
    expect(sent.theme).toBe('retro-wave');

    const [file] = filesOutput(run.outputs);
    expect(file.status).toBe('converted');
    expect(file.engine).toBe('remote');
    const found = file.findings.map((f) => [f.severity, f.code, f.line]);
    // The theme on its front matter line (a notice), the near-miss name on its line (a warning).
    expect(found).toEqual(
      expect.arrayContaining([
        ['notice', 'theme_not_in_catalogue', 3],
        ['warning', 'unknown_module', 16],
      ]),
    );
    expect(file.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(file.findings.find((f) => f.code === 'unknown_module')?.message).toContain(
      'did you mean ":::callout"?',
    );
    // The service documents verdict and image-steps: nothing is said about them.
    expect(file.findings.some((f) => f.message.includes('verdict'))).toBe(false);
    expect(file.findings.some((f) => f.message.includes('image-steps'))).toBe(false);
  });
});
