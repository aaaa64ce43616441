import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARTICLE, makeWorkspace } from '../support/action-fixture.js';
import { cli } from '../support/cli-in-process.js';

describe('report.json', () => {
  it('records the look each file was converted with: the run’s flags under its front matter', async () => {
    const cwd = await makeWorkspace({
      'plain.md': ARTICLE,
      'own.md': `---\ntheme: apple\nfontSize: large\n---\n${ARTICLE}`,
    });
    const run = await cli(
      ['preview', 'plain.md', 'own.md', '--theme', 'chinese', '--background-type', 'grid'],
      cwd,
      { MD_PLATFORM_API_KEY: 'wme_not-for-the-report' },
    );
    expect(run.code, run.stderr).toBe(0);
    const text = await readFile(join(cwd, 'md-platform-preview', 'report.json'), 'utf8');
    const report = JSON.parse(text);
    const byPath = Object.fromEntries(
      report.files.map((f: { path: string; engine: string; settings: unknown }) => [
        f.path,
        { engine: f.engine, settings: f.settings },
      ]),
    );
    expect(byPath).toEqual({
      'plain.md': {
        engine: 'local',
        settings: { theme: 'chinese', fontSize: 'medium', backgroundType: 'grid' },
      },
      'own.md': {
        engine: 'local',
        settings: { theme: 'apple', fontSize: 'large', backgroundType: 'grid' },
      },
    });
    // The run's own settings, no longer `{}`: what was asked for, not a secret of it.
    expect(report.config).toMatchObject({
      mode: 'preview',
      engine: 'auto',
      convert: { theme: 'chinese', backgroundType: 'grid' },
    });
    expect(text).not.toContain('wme_not-for-the-report');
  });

  it('a file that failed still says the look it would have had', async () => {
    const cwd = await makeWorkspace({ 'bad.md': ARTICLE });
    await writeFile(join(cwd, 'bad.md'), `---\ntheme: apple\n---\n${'x'.repeat(60_000)}\n`);
    const run = await cli(['convert', 'bad.md'], cwd);
    expect(run.code).toBe(1);
    const report = JSON.parse(await readFile(join(cwd, 'md-platform-html', 'report.json'), 'utf8'));
    expect(report.files[0].status).toBe('failed');
    expect(report.files[0].settings).toEqual({
      theme: 'apple',
      fontSize: 'medium',
      backgroundType: 'default',
    });
  });
});
