import { join, resolve } from 'node:path';
import { InputError } from '../core/errors.js';
import { consoleLog } from '../core/log.js';
import { neutralize } from '../core/neutralize.js';
import type { FileResult } from '../core/types.js';
import type { Engine } from '../engine/engine.js';
import { createOutputFolder, type OutputFolder } from '../report/output-folder.js';
import { rendersVariants, writeOutputFiles } from '../report/outputs.js';
import { convertAll } from '../run/convert-all.js';
import { openEngine } from '../run/open-engine.js';
import type { ProcessedDocument } from '../run/process-document.js';
import type { ConvertOptions } from '../settings/config.js';
import { BUDGET_SETTINGS, budgetOf } from '../settings/schema.js';
import type { FlagValues } from './args.js';
import { expandPaths } from './expand-paths.js';
import { readFlags, SERVICE_FLAGS, serviceFlags } from './flags.js';
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
  const flags = await readConvertFlags(command, values, io);
  const { root, files, missing } = await expandPaths(positionals, io.cwd);
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
    // each file's folder wherever it is. The action keeps its workspace rule.
    const config = { ...flags, workspace: root, outputDir: outDir, mode: command };
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
    if (folder) await publishLocally(command, { folder, processed, results, engine }, io);
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

/** The CLI's way to publish: a preview's gallery and report.json beside the pages. */
async function publishLocally(
  command: ConvertCommand,
  {
    folder,
    processed,
    results,
    engine,
  }: {
    folder: OutputFolder;
    processed: ProcessedDocument[];
    results: FileResult[];
    engine?: Engine;
  },
  io: CliIO,
): Promise<void> {
  if (command !== 'preview') return;
  const { buildReport } = await import('../report/report-json.js');
  await writeOutputFiles({
    outputDir: folder.root,
    folder,
    title: 'Markdown preview',
    processed,
    variantEngine: engine,
    report: buildReport({
      generatedAt: new Date().toISOString(),
      run: { mode: command, engine: engine?.name },
      results,
    }),
  });
  io.stdout(`\nGallery: ${join(folder.root, 'index.html')}`);
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

/** The settings a convert, check or preview reads, each flag through its one rule (settings.ts). */
async function readConvertFlags(command: ConvertCommand, values: FlagValues, io: CliIO) {
  // Every flag given is checked, whether or not this run uses it.
  const names = [
    'theme',
    'font-size',
    'background-type',
    'engine',
    'concurrency',
    ...BUDGET_SETTINGS,
  ] as const;
  const f = readFlags([...names, ...SERVICE_FLAGS], values, { engines: ['local', 'remote'] });
  if (f.theme !== undefined) {
    // Checked here so a wrong flag is one usage error, not the same failure for every file.
    const { THEME_IDS } = await import('../engine/local/styles/themes.js');
    if (!THEME_IDS.includes(f.theme)) {
      throw new InputError(
        'theme',
        `--theme "${f.theme.slice(0, 64)}" is not a theme; run md-platform themes for the ${THEME_IDS.length} ids.`,
      );
    }
  }
  // The CLI converts locally unless told otherwise: it needs no key.
  const engine = f.engine ?? 'local';
  const concurrency = f.concurrency;
  const convert: ConvertOptions = {
    theme: f.theme,
    fontSize: f['font-size'],
    backgroundType: f['background-type'],
  };
  const remote = engine === 'remote' && command !== 'check';
  return {
    engine,
    convert,
    concurrency,
    draftType: 'article' as const,
    budget: budgetOf(f),
    service: remote ? serviceFlags(f, io.env, concurrency) : undefined,
  };
}
