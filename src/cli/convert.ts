import { join, resolve } from 'node:path';
import { InputError } from '../core/errors.js';
import { consoleLog } from '../core/log.js';
import { neutralize } from '../core/neutralize.js';
import type { FileResult } from '../core/types.js';
import type { Engine } from '../engine/engine.js';
import type { ProcessedDocument } from '../markdown/read-document.js';
import { createOutputFolder, type OutputFolder } from '../report/output-folder.js';
import { rendersVariants, writeOutputFiles } from '../report/outputs.js';
import { convertAll } from '../run/convert-all.js';
import { openEngine } from '../run/open-engine.js';
import type { ConvertOptions } from '../settings/config.js';
import { checkTheme, convertsRemotely } from '../settings/rules.js';
import { BUDGET_SETTINGS, budgetOf } from '../settings/schema.js';
import type { FlagValues } from './args.js';
import { chooseBoundary } from './boundary.js';
import { expandPaths } from './expand-paths.js';
import { CLI_WORDS, cliService, readFlags, SERVICE_FLAGS } from './flags.js';
import { type CliIO, stringFlag } from './service.js';

export type ConvertCommand = 'convert' | 'check' | 'preview';

/** convert, check and preview: the files named on the command line, wherever they are. */
export async function convertCommand(
  command: ConvertCommand,
  positionals: string[],
  values: FlagValues,
  io: CliIO,
): Promise<number> {
  if (positionals.length === 0)
    throw new InputError('paths', 'name at least one file, folder or glob.');
  // Flags first: a wrong flag is a usage error before any file is read.
  const flags = readConvertFlags(command, values, io);
  const { root, files, missing } = await expandPaths(positionals, io.cwd);
  // What documents and their images may be read from (`--root`, the git repository, the
  // current folder); the paths, and so the output's pages, stay relative to where they were named.
  const boundary = await chooseBoundary(stringFlag(values.root), io.cwd, root);
  if (files.length === 0 && missing.length === 0)
    throw new InputError('paths', `no Markdown files match ${positionals.join(' ')}.`);
  const outDir = resolve(
    io.cwd,
    stringFlag(values.out) ?? (command === 'preview' ? 'md-platform-preview' : 'md-platform-html'),
  );
  // The same stages as the action: open the engine, convert all. The service client's
  // messages (retries, failover) go to stderr; the progress lines are not printed, as
  // the CLI prints one line per file at the end.
  const { client, engine } = await openEngine(
    {
      config: flags,
      service: flags.service,
      mode: command,
      log: consoleLog(io.stderr),
      workerEntry: io.workerEntry,
    },
    files.length,
  );
  try {
    // The documents' own root, not cwd: relative images resolve (and are copied) from
    // each file's folder wherever it is, within the boundary. The action keeps its workspace rule.
    const config = {
      ...flags,
      workspace: root,
      boundary: boundary.root,
      workspaceName: boundary.name,
      outputDir: outDir,
      mode: command,
    };
    const folder = command === 'check' ? undefined : createOutputFolder(outDir);
    const variantEngine = command === 'preview' ? engine : undefined;
    const keep = { source: false, request: rendersVariants(variantEngine, files.length) };
    const processed = await convertAll({ config, log: consoleLog(() => {}) }, files, {
      engine,
      folder,
      keep,
    });
    const results = [...processed.map((p) => p.result), ...missing.map(missingFile)];
    for (const result of results) printResult(command, result, outDir, io);
    if (folder) {
      const settings = {
        engine: flags.engine,
        convert: flags.convert,
        concurrency: flags.concurrency,
      };
      const local = {
        folder,
        processed,
        results,
        engine,
        settings,
        imageBaseUrl: flags.imageBaseUrl,
        workspace: root,
      };
      await publishLocally(command, local, io);
    }
    const failed = results.filter((r) => r.status === 'failed').length;
    io.stdout(
      command === 'check'
        ? `${results.length - failed} of ${results.length} file(s) pass the pre-check.`
        : `${results.filter((r) => r.status === 'converted').length} converted, ${failed} failed; HTML in ${outDir}.`,
    );
    return failed > 0 ? 1 : 0;
  } finally {
    await client?.close();
    await engine?.close?.();
  }
}

/** The gallery as one self-contained file, to send or open anywhere. */
const PREVIEW_FILE = 'preview.html';

/**
 * The CLI's way to publish: report.json beside the pages (and a preview's gallery and its
 * one-file form), then the pages an earlier run left in the folder and this one did not
 * write again go.
 */
async function publishLocally(
  command: ConvertCommand,
  {
    folder,
    processed,
    results,
    engine,
    settings,
    imageBaseUrl,
    workspace,
  }: {
    folder: OutputFolder;
    processed: ProcessedDocument[];
    results: FileResult[];
    engine?: Engine;
    settings: { engine: string; convert: ConvertOptions; concurrency: number };
    imageBaseUrl?: string;
    /** The documents' root, which the one-file preview reads their images from. */
    workspace: string;
  },
  io: CliIO,
): Promise<void> {
  const { buildReport } = await import('../report/report-json.js');
  const { previousOutput, removeStale, REPORT_FILE } = await import('../report/stale-files.js');
  const previous = await previousOutput(folder.root);
  const output = [
    ...folder.written(),
    ...(command === 'preview' ? ['index.html', PREVIEW_FILE] : []),
    REPORT_FILE,
  ];
  const report = buildReport({
    generatedAt: new Date().toISOString(),
    run: { mode: command, engine: engine?.name },
    config: { mode: command, ...settings },
    results,
    output,
  });
  if (command === 'preview') {
    await writeOutputFiles({
      outputDir: folder.root,
      folder,
      title: 'Markdown preview',
      processed,
      variantEngine: engine,
      imageBaseUrl,
      preview: { file: PREVIEW_FILE, workspace },
      report,
    });
  } else {
    await folder.write(REPORT_FILE, `${JSON.stringify(report, null, 2)}\n`);
  }
  const removed = await removeStale(folder.root, previous, output);
  if (removed.length > 0)
    io.stdout(
      `Removed ${removed.length} file(s) an earlier run wrote in ${folder.root} and this one did not.`,
    );
  if (command === 'preview') {
    io.stdout(`\nGallery: ${join(folder.root, 'index.html')}`);
    io.stdout(
      `One-file preview (images inside, opens on a phone): ${join(folder.root, PREVIEW_FILE)}`,
    );
  }
}

/** A file named on the command line that is not there: said in the CLI's words, not the action's. */
function missingFile(path: string): FileResult {
  const message = `${path} does not exist.`;
  return {
    path,
    status: 'failed',
    findings: [{ severity: 'error', code: 'file_missing', message }],
    reason: message,
  };
}

/** One line per finding or file: a path or message from the file never adds a line. */
function printResult(command: string, result: FileResult, outDir: string, io: CliIO): void {
  for (const finding of result.findings) {
    const where = finding.line ? `${result.path}:${finding.line}` : result.path;
    io.stdout(neutralize(`${where}: ${finding.severity} ${finding.code}: ${finding.message}`));
  }
  if (result.status === 'failed' && result.findings.length === 0)
    io.stdout(neutralize(`${result.path}: error: ${result.reason}`));
  if (command !== 'check' && result.status === 'converted') {
    io.stdout(
      neutralize(
        `${result.path} -> ${join(outDir, result.html ?? '')} (${result.wordCount} characters, ${result.estimatedReadTime} min)`,
      ),
    );
  }
}

/** The settings a convert, check or preview reads, each flag through its one rule (settings/schema.ts). */
function readConvertFlags(command: ConvertCommand, values: FlagValues, io: CliIO) {
  // Every flag given is checked, whether or not this run uses it.
  const names = [
    'theme',
    'font-size',
    'background-type',
    'engine',
    'concurrency',
    'image-base-url',
    ...BUDGET_SETTINGS,
  ] as const;
  const f = readFlags([...names, ...SERVICE_FLAGS], values);
  const { engine, concurrency } = f;
  // `auto` chooses as the action does: the service when a key and --api-url are set. A
  // check converts nothing, so it needs no service.
  const service = command === 'check' ? undefined : cliService(f, io.env, { engine, concurrency });
  const remote = command !== 'check' && convertsRemotely(engine, service);
  // Checked here so a wrong flag is one usage error, not the same failure for every file.
  const { theme, notice } = checkTheme(f.theme, remote, CLI_WORDS);
  if (notice) io.stderr(notice);
  const convert: ConvertOptions = {
    theme,
    fontSize: f['font-size'],
    backgroundType: f['background-type'],
  };
  return {
    engine,
    convert,
    concurrency,
    draftType: 'article' as const,
    imageBaseUrl: f['image-base-url'],
    budget: budgetOf(f),
    service,
  };
}
