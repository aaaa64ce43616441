import { describe, expect, it } from 'vitest';
import type { DraftResult, FileResult } from '../../src/core/types.js';
import { GITHUB_SUMMARY_LIMIT, renderSummary } from '../../src/report/summary.js';
import { HOSTILE, markdown, pings, render, visibleText } from './markdown-check.js';

const ARTIFACT_URL = 'https://github.com/octo/repo/actions/runs/42/artifacts/7';
const COMMENT_URL = 'https://github.com/octo/repo/pull/5#issuecomment-99';

function tables(text: string): number[] {
  const tokens = markdown.parse(text, {});
  const rows: number[] = [];
  let inBody = false;
  for (const token of tokens) {
    if (token.type === 'table_open') rows.push(0);
    if (token.type === 'tbody_open') inBody = true;
    if (token.type === 'tbody_close') inBody = false;
    if (inBody && token.type === 'tr_open') rows[rows.length - 1]++;
  }
  return rows;
}

describe('renderSummary', () => {
  it('shows counts, the file table, every finding with file:line, drafts and links', () => {
    const results: FileResult[] = [
      {
        path: 'articles/a.md',
        status: 'converted',
        wordCount: 1200,
        estimatedReadTime: 4,
        findings: Array.from({ length: 12 }, (_, i) => ({
          severity: 'warning' as const,
          code: 'too_many_images',
          message: `image ${i} is remote`,
          line: 10 + i,
        })),
      },
      {
        path: 'articles/b.md',
        status: 'failed',
        reason: 'markdown_too_long: 60,000 characters, the limit is 50,000',
        findings: [{ severity: 'error', code: 'markdown_too_long', message: 'too long', line: 1 }],
      },
    ];
    const drafts: DraftResult[] = [
      { path: 'articles/a.md', type: 'article', status: 'created', draftId: 'draft-123' },
      { path: 'articles/b.md', type: 'newspic', status: 'skipped', reason: 'publish: false' },
    ];
    const summary = renderSummary({
      title: 'md-platform',
      results,
      drafts,
      mode: 'draft',
      engine: 'remote',
      artifactUrl: ARTIFACT_URL,
      commentUrl: COMMENT_URL,
    });
    const html = render(summary);
    const text = visibleText(html);
    expect(text).toContain('2 files : 1 converted, 1 failed');
    expect(text).toContain('13 findings (1 error, 12 warnings)');
    for (let i = 0; i < 12; i++) {
      expect(text.includes(`articles/a.md:${10 + i} — image ${i} is remote`), `${i}`).toBe(true);
    }
    expect(text).toContain('articles/b.md:1 — too long');
    expect(text).toContain('failed: markdown_too_long: 60,000 characters');
    expect(tables(summary)).toEqual([2, 2]);
    expect(text).toContain('draft-123');
    expect(text).toContain('publish: false');
    expect(html).toContain(`href="${ARTIFACT_URL}"`);
    expect(html).toContain(`href="${COMMENT_URL}"`);
  });

  it('keeps hostile names and reasons inert', () => {
    const results: FileResult[] = HOSTILE.map((hostile, i) => ({
      path: `${hostile}.md`,
      status: 'failed',
      reason: hostile,
      findings: [{ severity: 'error', code: 'x', message: hostile, line: i + 1 }],
    }));
    const drafts: DraftResult[] = HOSTILE.map((hostile) => ({
      path: `${hostile}.md`,
      type: 'article',
      status: 'failed',
      reason: hostile,
    }));
    const summary = renderSummary({ results, drafts, notices: HOSTILE });
    const html = render(summary);
    expect(html).not.toMatch(/<img\b|<script\b|<a\s|<details\b|<[^>]*\sonerror=/i);
    expect(pings(visibleText(html))).toEqual([]);
    expect(tables(summary)).toEqual([HOSTILE.length, HOSTILE.length]);
  });

  it('stays under 1 MiB of UTF-8 with multi-byte names, and says what it cut', () => {
    const name = '中文文件名'.repeat(40);
    const results: FileResult[] = Array.from({ length: 6000 }, (_, i) => ({
      path: `articles/${name}/${i}.md`,
      status: 'converted',
      wordCount: 10,
      estimatedReadTime: 1,
      findings: [
        { severity: 'warning', code: 'too_many_images', message: `${name} ${i}`, line: 3 },
      ],
    }));
    const summary = renderSummary({ results, artifactUrl: ARTIFACT_URL });
    expect(Buffer.byteLength(summary, 'utf8')).toBeLessThan(GITHUB_SUMMARY_LIMIT);
    const text = visibleText(render(summary));
    expect(text).toContain('This summary was shortened');
    const [rows] = tables(summary);
    expect(rows).toBeLessThan(6000);
    expect(text).toContain(`${(6000 - rows).toLocaleString('en-US')} of 6,000 files in the table`);
    expect(text).toContain('all 6,000 findings');
    expect(text).toContain('report.json in the HTML artifact');
  });
});

describe('feed cards', () => {
  it('show title, author, digest and cover as the feed does, in the summary and the comment, escaped', async () => {
    const { renderComment } = await import('../../src/report/comment.js');
    const results: FileResult[] = [
      {
        path: 'articles/a.md',
        status: 'converted',
        wordCount: 3482,
        estimatedReadTime: 12,
        findings: [],
        feed: { title: 'Release notes', author: 'Team', digest: 'What changed', cover: true },
      },
      {
        path: 'articles/b.md',
        status: 'converted',
        findings: [],
        feed: {
          title: '# Not a heading',
          digest: '<script>@everyone</script> [x](y)',
          cover: false,
        },
      },
    ];
    for (const text of [
      renderSummary({ results }),
      renderComment({ tag: 't', marker: '<!-- m -->', results }),
    ]) {
      const seen = visibleText(render(text));
      expect(seen).toContain('Release notes · articles/a.md');
      expect(seen).toContain('Author: Team · Cover: yes');
      expect(seen).toContain('What changed');
      expect(seen).toContain('Author: — · Cover: no');
      expect(seen).toContain('Not a heading · articles/b.md');
      expect(render(text)).not.toMatch(/<script|<h1|<a /);
      expect(pings(seen)).toEqual([]);
      // The count is of non-whitespace characters, and labelled so.
      expect(text).toContain('| File | Status | Characters | Reading time | Findings |');
      expect(text).not.toMatch(/\bWords\b|First lines/);
    }
  });
});

describe('the "Characters" label in the artifact', () => {
  it('the gallery and the page say characters, not words', async () => {
    const { renderGallery } = await import('../../src/report/gallery.js');
    const { renderDocumentPage } = await import('../../src/report/page.js');
    const gallery = renderGallery({
      title: 'Preview',
      generatedAt: '2026-01-01T00:00:00Z',
      documents: [{ path: 'a.md', status: 'converted', wordCount: 3482, findings: [] }],
    });
    expect(gallery).toContain('<li>3,482 characters</li>');
    const page = renderDocumentPage({
      title: 'A',
      path: 'a.md',
      html: '<p>x</p>',
      stats: { wordCount: 3482 },
    });
    expect(page).toContain('3,482 characters');
    expect(`${gallery}${page}`).not.toMatch(/\d words/);
  });
});
