import { describe, expect, it } from 'vitest';
import { cappedJsonArray, failureReason } from '../../src/action/outcome.js';
import type { DraftResult, FileResult, Finding } from '../../src/core/types.js';
import type { RunOutcome } from '../../src/run/pipeline.js';
import type { FailOn } from '../../src/settings/config.js';

const finding = (severity: Finding['severity']): Finding => ({
  severity,
  code: `some_${severity}`,
  message: severity,
});
const file = (status: FileResult['status'], ...findings: Finding[]): FileResult => ({
  path: `${status}.md`,
  status,
  findings,
});
const draft = (status: DraftResult['status']): DraftResult =>
  ({ path: `${status}.md`, type: 'article', status }) as DraftResult;
const outcome = (parts: Partial<RunOutcome>): RunOutcome => ({
  mode: 'preview',
  engine: 'local',
  results: [],
  drafts: [],
  notices: [],
  ...parts,
});

describe('failureReason: whether the step fails, under each fail-on', () => {
  const clean = outcome({ results: [file('converted')] });
  const notice = outcome({ results: [file('converted', finding('notice'))] });
  const warning = outcome({ results: [file('converted', finding('warning'))] });
  const error = outcome({ results: [file('converted', finding('error'))] });
  const failedFile = outcome({ results: [file('failed')] });
  const failedDraft = outcome({ mode: 'draft', drafts: [draft('failed')] });
  const FAILS = /file\(s\) failed/;
  const WARNS = /^1 warning finding\(s\) and fail-on is warning\.$/;

  it.each<[string, RunOutcome, FailOn, RegExp | undefined]>([
    ['a clean run passes', clean, 'error', undefined],
    ['a clean run passes with fail-on: warning', clean, 'warning', undefined],
    ['a notice never fails', notice, 'warning', undefined],
    ['a warning passes with fail-on: error', warning, 'error', undefined],
    ['a warning fails with fail-on: warning', warning, 'warning', WARNS],
    ['a warning passes with fail-on: never', warning, 'never', undefined],
    ['an error finding fails with fail-on: error', error, 'error', FAILS],
    ['an error finding fails with fail-on: warning', error, 'warning', FAILS],
    ['an error finding passes with fail-on: never', error, 'never', undefined],
    ['a failed file fails', failedFile, 'error', /^1 file\(s\) failed, 0 draft/],
    ['a failed file passes with fail-on: never', failedFile, 'never', undefined],
    ['a failed draft fails', failedDraft, 'error', /0 file\(s\) failed, 1 draft\(s\) failed/],
  ])('%s', (_, run, failOn, expected) => {
    const reason = failureReason(run, failOn);
    if (expected === undefined) expect(reason).toBeUndefined();
    else expect(reason).toMatch(expected);
  });

  it.each<FailOn>(['error', 'warning', 'never'])(
    'fail-on: %s cannot hide a fatal stop, a draft that may exist or a cancelled run',
    (failOn) => {
      expect(failureReason(outcome({ fatal: 'GitHub refused the ledger.' }), failOn)).toBe(
        'GitHub refused the ledger.',
      );
      const uncertain = outcome({ mode: 'draft', drafts: [draft('uncertain')] });
      expect(failureReason(uncertain, failOn)).toMatch(
        /^1 draft\(s\) may have been created without an answer: .*\(uncertain\.md\)\.$/,
      );
      const cancelled = outcome({
        mode: 'draft',
        cancelled: 'SIGTERM',
        drafts: [draft('cancelled'), draft('cancelled')],
      });
      expect(failureReason(cancelled, failOn)).toBe(
        'The run was cancelled (SIGTERM): 2 document(s) not drafted; a re-run drafts them.',
      );
    },
  );
});

describe('cappedJsonArray: a JSON output that fits a job output', () => {
  const items = Array.from({ length: 50 }, (_, i) => ({
    path: `docs/${i}.md`,
    pad: 'x'.repeat(80),
  }));

  /** The capped array, its marker (when cut) and the entries shown before it. */
  function capped(maxBytes: number) {
    const text = cappedJsonArray(items, '/out/report.json', maxBytes);
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(maxBytes);
    const parsed = JSON.parse(text) as Record<string, unknown>[];
    return { parsed, marker: parsed.at(-1), shown: parsed.slice(0, -1) };
  }

  it('everything when it fits', () => {
    expect(capped(1_000_000).parsed).toEqual(items);
  });

  it('as many entries as fit, then where the rest is', () => {
    const maxBytes = 2_000;
    const { marker, shown } = capped(maxBytes);
    expect(marker).toEqual({
      truncated: true,
      shown: shown.length,
      total: 50,
      report: '/out/report.json',
    });
    expect(shown.length).toBeGreaterThan(0);
    expect(shown).toEqual(items.slice(0, shown.length));
    // Not one more entry would have fitted.
    const oneMore = JSON.stringify([...shown, items[shown.length], marker]);
    expect(Buffer.byteLength(oneMore)).toBeGreaterThan(maxBytes);
  });

  it('only the marker when not even one entry fits', () => {
    const { marker, shown } = capped(120);
    expect(shown).toEqual([]);
    expect(marker).toEqual({ truncated: true, shown: 0, total: 50, report: '/out/report.json' });
  });
});
