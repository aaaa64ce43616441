import { DocumentError, errorMessage, LimitError, ServiceError } from '../core/errors.js';
import type { ConvertRequest, DraftType, FileResult, Finding } from '../core/types.js';
import type { WorkspaceFiles } from '../core/workspace-path.js';
import type { Engine } from '../engine/engine.js';
import type { RichRenderers } from '../engine/local/figures/rich.js';
import { precheckMathAndDiagrams } from '../engine/local/figures/rich-precheck.js';
import { checkModules } from '../engine/local/render/module-lint.js';
import type { BudgetedEngine } from '../engine/local/threads/budgeted-engine.js';
import type { FrontMatter } from '../markdown/front-matter.js';
import { LIMIT_CODES } from '../markdown/limits.js';
import { precheck } from '../markdown/precheck.js';
import {
  type ProcessedDocument,
  readDocument,
  type SourceDocument,
} from '../markdown/read-document.js';
import { feedCard, firstHeading } from '../markdown/reader-text.js';
import { checkReadiness } from '../markdown/readiness.js';
import { estimatedReadTime, wordCount } from '../markdown/stats.js';
import type { ConvertOptions } from '../settings/config.js';

export interface ProcessOptions {
  workspace: string;
  /** The rule for reading `workspace` (core/workspace-path.ts); made from it when not given. */
  files?: WorkspaceFiles;
  convertOptions: ConvertOptions;
  /** Without an engine the document is only read and pre-checked. */
  engine?: Engine;
  /**
   * The run's math and diagram renderers, shared by the pre-check of every document (and
   * the local engine, which holds them): MathJax is set up once per run, not per file.
   */
  rich?: RichRenderers;
  signal?: AbortSignal;
  /**
   * Whether this configuration drafts on merge, and the default draft type: what the
   * draft would refuse is then an error here already. Without it, a warning.
   */
  drafts?: {
    configured: boolean;
    draftType: DraftType;
    /** This run drafts the file (draft mode): a figure that cannot be drawn is an error. */
    drafting?: boolean;
  };
}

/** A formula or diagram the embedded engine cannot draw: the page shows its source instead. */
const FIGURE_FAILURES = new Set(['invalid_math', 'invalid_mermaid', 'unsupported_mermaid']);

/**
 * What ships is what was checked: a draft would carry a figure's source where the figure
 * should be, so for a file this run drafts that is an error, not a warning.
 */
function figureFailuresAsErrors(findings: Finding[]): Finding[] {
  return findings.map((f) =>
    FIGURE_FAILURES.has(f.code) && f.severity === 'warning'
      ? {
          ...f,
          severity: 'error',
          message: `${f.message} This file is drafted in this run, and its draft would show the source instead: fix it, or set \`publish: false\`.`,
        }
      : f,
  );
}

export type { ProcessedDocument };

/**
 * read -> pre-check -> convert for one file. Never throws for a problem of the file
 * itself: every such problem becomes a failed FileResult with its finding, so the
 * other files go on.
 */
export async function processDocument(
  path: string,
  options: ProcessOptions,
): Promise<ProcessedDocument> {
  let source: SourceDocument;
  try {
    source = await readDocument(options.workspace, path, options.files);
  } catch (error) {
    if (!(error instanceof DocumentError)) throw error;
    return { result: failed(path, [findingOf(error, 0)], error.message) };
  }

  const request = convertRequest(
    source.body,
    mergeOptions(options.convertOptions, source.frontMatter),
  );
  const { markdown: _markdown, ...requestOptions } = request;
  const remote = options.engine?.name === 'remote';
  const limits = precheck({
    markdown: source.body,
    lineOffset: source.bodyLineOffset,
    options: requestOptions,
  });
  // Over the size limits the text is not looked at again: no parse, no diagram or formula
  // drawn, no readiness scan. The pre-check is one linear pass, so a long file costs that.
  const oversized = limits.filter((f) => OVERSIZE_CODES.has(f.code));
  if (oversized.length > 0) {
    return {
      result: {
        path,
        status: 'failed',
        title: source.frontMatter.title,
        findings: limits,
        settings: lookOf(request),
        reason: `Not sent: the pre-check found ${oversized.length === 1 ? 'a problem' : `${oversized.length} problems`} (${oversized.map((f) => f.code).join(', ')}).`,
      },
      source,
      request,
    };
  }
  const drafted = options.drafts?.drafting === true && source.frontMatter.publish !== false;
  // The service draws math and mermaid itself: only the embedded engine's limits are checked.
  const figures = remote
    ? []
    : await checkFigures(options, source.body, source.bodyLineOffset, request.theme);
  const findings: Finding[] = [
    ...limits,
    ...checkModules(source.body, source.bodyLineOffset, remote ? 'remote' : 'local'),
    ...(drafted ? figureFailuresAsErrors(figures) : figures),
  ];
  const readiness = await checkReadiness(source, {
    workspace: options.workspace,
    files: options.files,
    draftType: options.drafts?.draftType ?? 'article',
    drafts: options.drafts?.configured ?? false,
    engine: remote ? 'remote' : 'local',
  });
  const base: FileResult = {
    path,
    status: 'checked',
    title: source.frontMatter.title ?? firstHeading(source.body),
    // The service limits first: they are why a file is not sent.
    findings: [...findings, ...readiness.findings],
    feed: feedCard(source),
    settings: lookOf(request),
  };
  // Counted here only when no engine counts it: the count is a full pass over the text.
  const counted = (): FileResult => {
    const words = wordCount(source.body);
    return { ...base, wordCount: words, estimatedReadTime: estimatedReadTime(words) };
  };

  // What the draft alone needs does not stop the preview: the writer sees the page while fixing it.
  const errors = [...findings, ...(readiness.blocksConversion ? readiness.findings : [])].filter(
    (f) => f.severity === 'error',
  );
  if (errors.length > 0) {
    const reason = `Not sent: the pre-check found ${errors.length === 1 ? 'a problem' : `${errors.length} problems`} (${errors.map((f) => f.code).join(', ')}).`;
    return { result: { ...counted(), status: 'failed', reason }, source, request };
  }
  if (!options.engine) return { result: counted(), source, request };

  try {
    // Pre-checked just above, and sent only without errors: the engine need not check again.
    const started = performance.now();
    const pending = options.engine.convert(request, options.signal, { prechecked: true });
    // The local engine converts before convert() returns; timed to the awaited reply, it
    // would also count the documents the other tasks convert meanwhile.
    const convertedIn = performance.now() - started;
    const converted = await pending;
    const convertMs = options.engine.name === 'local' ? convertedIn : performance.now() - started;
    return {
      result: {
        ...base,
        status: 'converted',
        engine: options.engine.name,
        convertMs: Math.round(convertMs * 10) / 10,
        wordCount: converted.wordCount,
        estimatedReadTime: converted.estimatedReadTime,
        // What the engine says it used: a service may fall back from a theme it lacks.
        settings: {
          theme: converted.theme || base.settings!.theme,
          fontSize: converted.fontSize || base.settings!.fontSize,
          backgroundType: converted.backgroundType || base.settings!.backgroundType,
        },
      },
      source,
      request,
      html: converted.html,
    };
  } catch (error) {
    if (error instanceof DocumentError || error instanceof ServiceError) {
      return {
        result: {
          ...counted(),
          status: 'failed',
          engine: options.engine.name,
          findings: [...base.findings, findingOf(error, source.bodyLineOffset)],
          reason: error.message,
        },
        source,
        request,
      };
    }
    throw error;
  }
}

/** Limits on the text's size: a document over one is refused before anything else reads it. */
const OVERSIZE_CODES: ReadonlySet<string> = new Set([
  LIMIT_CODES.markdownChars,
  LIMIT_CODES.bodyBytes,
]);

/**
 * Math and diagrams drawn for the pre-check: by the engine under its budget when it has
 * one (a document over it gets that finding, and the run goes on), else in-process.
 */
async function checkFigures(
  options: ProcessOptions,
  markdown: string,
  lineOffset: number,
  theme: string | undefined,
): Promise<Finding[]> {
  const engine = options.engine;
  if (!engine || !('checkFigures' in engine))
    return precheckMathAndDiagrams(markdown, lineOffset, theme, options.rich);
  try {
    return await (engine as BudgetedEngine).checkFigures(markdown, lineOffset, theme);
  } catch (error) {
    if (!(error instanceof DocumentError)) throw error;
    return [findingOf(error, lineOffset)];
  }
}

/** The look a file is (or would have been) converted with: what report.json records. */
function lookOf(request: ConvertRequest): NonNullable<FileResult['settings']> {
  return {
    theme: request.theme ?? 'default',
    fontSize: request.fontSize ?? 'medium',
    backgroundType: request.backgroundType ?? 'default',
  };
}

export function mergeOptions(options: ConvertOptions, front: FrontMatter): ConvertOptions {
  return {
    theme: front.theme ?? options.theme,
    fontSize: front.fontSize ?? options.fontSize,
    backgroundType: front.backgroundType ?? options.backgroundType,
    convertVersion: front.convertVersion ?? options.convertVersion,
  };
}

function convertRequest(markdown: string, options: ConvertOptions): ConvertRequest {
  const request: ConvertRequest = { markdown };
  if (options.theme) request.theme = options.theme;
  if (options.fontSize) request.fontSize = options.fontSize;
  if (options.backgroundType) request.backgroundType = options.backgroundType;
  if (options.convertVersion) request.convertVersion = options.convertVersion;
  return request;
}

function findingOf(error: DocumentError | ServiceError, lineOffset: number): Finding {
  const finding: Finding = { severity: 'error', code: error.code, message: errorMessage(error) };
  if (error instanceof DocumentError && error.line !== undefined)
    finding.line = error.line + lineOffset;
  if (error instanceof LimitError) {
    finding.limit = error.limit;
    finding.actual = error.actual;
  }
  return finding;
}

function failed(path: string, findings: Finding[], reason: string): FileResult {
  return { path, status: 'failed', findings, reason };
}
