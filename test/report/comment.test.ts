import { describe, expect, it } from 'vitest';
import type { FileResult, Finding } from '../../src/core/types.js';
import { GITHUB_COMMENT_LIMIT, renderComment } from '../../src/report/comment.js';
import { HOSTILE, markdown, pings, render, visibleText } from './markdown-check.js';

const MARKER = '<!-- md-platform-comment:md-platform -->';
const RUN_URL = 'https://github.com/octo/repo/actions/runs/42';
const ARTIFACT_URL = 'https://github.com/octo/repo/actions/runs/42/artifacts/7';

/** A feed card renders as a quote that opens with the bold title (notices have no bold). */
const FEED_CARD = /<blockquote>\s*<p><strong>/g;

function hrefs(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map((match) =>
    match[1].replace(/&amp;/g, '&'),
  );
}

function tableRows(text: string): { cells: number }[] {
  const tokens = markdown.parse(text, {});
  const rows: { cells: number }[] = [];
  let inBody = false;
  for (const token of tokens) {
    if (token.type === 'tbody_open') inBody = true;
    if (token.type === 'tbody_close') inBody = false;
    if (inBody && token.type === 'tr_open') rows.push({ cells: 0 });
    if (inBody && token.type === 'td_open') rows[rows.length - 1].cells++;
  }
  return rows;
}

function hostileResults(): FileResult[] {
  return HOSTILE.map((hostile, index) => ({
    path: `articles/${hostile}-${index}.md`,
    status: index % 3 === 0 ? 'failed' : 'converted',
    title: hostile,
    wordCount: 100 * index,
    estimatedReadTime: index + 1,
    reason: index % 3 === 0 ? `could not convert: ${hostile}` : undefined,
    findings: [
      { severity: 'error', code: 'too_many_images', message: hostile, line: index + 1 },
      { severity: 'warning', code: hostile, message: `warning ${hostile}` },
    ],
    feed: {
      title: hostile,
      author: `@${hostile}`,
      digest: `${hostile}\nsecond line ${hostile}\n- a list ${hostile}`,
      cover: index % 2 === 0,
    },
  }));
}

describe('renderComment', () => {
  it('renders hostile file names, titles, findings and feed cards as inert text', () => {
    const results = hostileResults();
    const body = renderComment({
      tag: 'md-platform',
      marker: MARKER,
      results,
      artifactUrl: ARTIFACT_URL,
      runUrl: RUN_URL,
      engine: 'local',
      notices: ['Fork PR from @someone/fork: </details><img src=x>'],
    });
    expect(body.startsWith(`${MARKER}\n`)).toBe(true);
    const html = render(body);
    expect(html).not.toMatch(/<img\b|<script\b|<[^>]*\sonerror=/i);
    expect(new Set(hrefs(html))).toEqual(new Set([ARTIFACT_URL, RUN_URL]));
    expect(pings(visibleText(html))).toEqual([]);
    // Table: exactly one row per file, five cells each; no pipe broke a row apart.
    const rows = tableRows(body);
    expect(rows).toHaveLength(results.length);
    expect(rows.every((row) => row.cells === 5)).toBe(true);
    // One feed card per file, and no value opened or closed one early.
    expect(html.match(FEED_CARD)).toHaveLength(results.length);
  });

  it('lists every finding with its file and line, beyond the 10 annotations GitHub shows', () => {
    const findings: Finding[] = Array.from({ length: 25 }, (_, i) => ({
      severity: i % 2 ? 'warning' : 'error',
      code: 'too_many_images',
      message: `finding number ${i + 1}`,
      line: i + 3,
    }));
    const body = renderComment({
      tag: 'md-platform',
      marker: MARKER,
      results: [{ path: 'docs/post.md', status: 'failed', findings }],
    });
    const text = visibleText(render(body));
    for (let i = 0; i < 25; i++) {
      expect(text.includes(`docs/post.md:${i + 3} — finding number ${i + 1}`), `finding ${i}`).toBe(
        true,
      );
    }
    expect(text).toContain('25 findings (13 errors, 12 warnings)');
  });

  it('says when the PR no longer changes any matching file', () => {
    const body = renderComment({
      tag: 'md-platform',
      marker: MARKER,
      results: [],
      noChanges: true,
      runUrl: RUN_URL,
    });
    expect(body.startsWith(MARKER)).toBe(true);
    expect(visibleText(render(body))).toContain(
      'no longer changes any Markdown file that matches the files input',
    );
    expect(tableRows(body)).toHaveLength(0);
  });

  it('cuts 2,000 files with huge findings below 65,536 characters and says what it cut', () => {
    const long = '长'.repeat(150) + '😀'.repeat(50);
    const results: FileResult[] = Array.from({ length: 2000 }, (_, i) => ({
      path: `articles/${long}/${i}.md`,
      status: 'converted',
      title: `</details> ${long}`,
      wordCount: 1000,
      estimatedReadTime: 4,
      findings: Array.from({ length: 20 }, (_, j) => ({
        severity: 'error' as const,
        code: 'markdown_too_long',
        message: `@org/team ${'x'.repeat(2000)} ${j}`,
        line: j + 1,
      })),
      feed: { title: long, author: long, digest: `${long}\n`.repeat(40), cover: true },
    }));
    const body = renderComment({
      tag: 'md-platform',
      marker: MARKER,
      results,
      artifactUrl: ARTIFACT_URL,
      runUrl: RUN_URL,
    });
    expect(body.length).toBeLessThan(GITHUB_COMMENT_LIMIT);
    expect(Array.from(body).length).toBeLessThan(GITHUB_COMMENT_LIMIT);
    expect(body.startsWith(MARKER)).toBe(true);
    const html = render(body);
    const text = visibleText(html);
    expect(text).toContain('This comment was shortened');
    // The table comes first, so feed cards and findings go entirely; rows are cut last.
    const rows = tableRows(body);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(2000);
    expect(rows.every((row) => row.cells === 5)).toBe(true);
    expect(text).toContain(
      `Left out: ${(2000 - rows.length).toLocaleString('en-US')} of 2,000 files in the table`,
    );
    expect(text).toContain('all 40,000 findings');
    expect(text).toContain('all 2,000 feed cards');
    expect(new Set(hrefs(html))).toEqual(new Set([ARTIFACT_URL, RUN_URL]));
    expect(html.match(FEED_CARD)).toBeNull();
    expect(pings(text)).toEqual([]);
  });

  it('drops feed cards before findings, and keeps every table row', () => {
    const results: FileResult[] = Array.from({ length: 30 }, (_, i) => ({
      path: `posts/${i}.md`,
      status: 'converted',
      wordCount: 10,
      estimatedReadTime: 1,
      findings: Array.from({ length: 5 }, (_, j) => ({
        severity: 'warning' as const,
        code: 'too_many_images',
        message: `image ${j} of post ${i}`,
        line: j + 1,
      })),
      feed: { title: `Post ${i}`, digest: '文'.repeat(3000), cover: false },
    }));
    const full = renderComment({ tag: 't', marker: MARKER, results });
    const budget = Math.floor(full.length * 0.6);
    const body = renderComment({ tag: 't', marker: MARKER, results, maxLength: budget });
    expect(body.length).toBeLessThanOrEqual(budget);
    const html = render(body);
    const text = visibleText(html);
    expect(tableRows(body)).toHaveLength(30);
    for (let i = 0; i < 30; i++) {
      expect(text.includes(`posts/${i}.md:5 — image 4 of post ${i}`), `post ${i}`).toBe(true);
    }
    const shown = (html.match(FEED_CARD) ?? []).length;
    expect(shown).toBeLessThan(30);
    expect(text).toContain(`Left out: ${30 - shown} of 30 feed cards`);
    expect(text.includes('findings.')).toBe(false);
  });
});
