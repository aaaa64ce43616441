import { join, resolve } from 'node:path';
import type { FlagValues } from './cli-args.js';
import { type CliIO, intFlag, openClient, stringFlag } from './cli-service.js';
import { mapConcurrent } from './concurrency.js';
import type { ConvertOptions } from './config.js';
import type { Engine } from './engine/engine.js';
import { InputError } from './errors.js';
import { expandPaths } from './expand-paths.js';
import { neutralize } from './neutralize.js';
import { writeOutputFiles } from './output-files.js';
import { type ProcessedDocument, processDocument } from './process-document.js';
import { createPageWriter, writingPages } from './report/page-writer.js';
import { BACKGROUND_TYPES, type FileResult, FONT_SIZES } from './types.js';

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
  const options = await convertOptions(values);
  const concurrency = intFlag('concurrency', values.concurrency, 4, 1, 32);
  const { root, files, missing } = await expandPaths(positionals, io.cwd);
  if (files.length === 0 && missing.length === 0)
    throw new InputError('paths', `no Markdown files match ${positionals.join(' ')}.`);
  const engine = command === 'check' ? undefined : await openEngine(values, io, concurrency);
  const outDir = resolve(
    io.cwd,
    stringFlag(values.out) ?? (command === 'preview' ? 'md-platform-preview' : 'md-platform-html'),
  );
  try {
    // The documents' own root, not cwd: relative images resolve (and are copied) from
    // each file's folder wherever it is. The action keeps its workspace rule.
    const pages =
      command === 'check' ? undefined : createPageWriter({ outputDir: outDir, workspace: root });
    const processed: ProcessedDocument[] = await writingPages(pages, () =>
      mapConcurrent(files, concurrency, async (path) => {
        const doc = await processDocument(path, {
          workspace: root,
          convertOptions: options,
          engine,
        });
        await pages?.write(doc);
        return doc;
      }),
    );
    const results = [...processed.map((p) => p.result), ...missing.map(missingFile)];
    for (const result of results) printResult(command, result, outDir, io);
    if (command === 'preview') {
      const { buildReport } = await import('./report/report-json.js');
      await writeOutputFiles({
        outputDir: outDir,
        title: 'Markdown preview',
        processed,
        variantEngine: engine,
        report: buildReport({
          generatedAt: new Date().toISOString(),
          run: { mode: command, engine: engine?.name },
          results,
        }),
      });
      io.stdout(`\nGallery: ${join(outDir, 'index.html')}`);
    }
    const failed = results.filter((r) => r.status === 'failed').length;
    io.stdout(
      command === 'check'
        ? `${results.length - failed} of ${results.length} file(s) pass the pre-check.`
        : `${results.filter((r) => r.status === 'converted').length} converted, ${failed} failed; HTML in ${outDir}.`,
    );
    return failed > 0 ? 1 : 0;
  } finally {
    await engine?.close?.();
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

async function convertOptions(values: FlagValues): Promise<ConvertOptions> {
  const theme = stringFlag(values.theme);
  if (theme !== undefined) {
    // Checked here so a wrong flag is one usage error, not the same failure for every file.
    const { THEME_IDS } = await import('./engine/local/themes.js');
    if (!THEME_IDS.includes(theme)) {
      throw new InputError(
        'theme',
        `--theme "${theme.slice(0, 64)}" is not a theme; run md-platform themes for the ${THEME_IDS.length} ids.`,
      );
    }
  }
  return {
    theme,
    fontSize: enumFlag('font-size', values['font-size'], FONT_SIZES),
    backgroundType: enumFlag('background-type', values['background-type'], BACKGROUND_TYPES),
  };
}

async function openEngine(values: FlagValues, io: CliIO, concurrency: number): Promise<Engine> {
  const choice = stringFlag(values.engine) ?? 'local';
  if (choice === 'local') {
    const { createLocalEngine } = await import('./engine/local/index.js');
    return createLocalEngine();
  }
  if (choice !== 'remote')
    throw new InputError('engine', `--engine must be local or remote; got "${choice}".`);
  const client = await openClient(values, io, concurrency);
  const { createRemoteEngine } = await import('./engine/remote.js');
  const engine = createRemoteEngine(client);
  return { name: engine.name, convert: engine.convert.bind(engine), close: () => client.close() };
}

function enumFlag<T extends string>(
  name: string,
  value: string | boolean | undefined,
  allowed: readonly T[],
): T | undefined {
  const text = stringFlag(value);
  if (text === undefined) return undefined;
  if ((allowed as readonly string[]).includes(text)) return text as T;
  throw new InputError(name, `--${name} must be one of ${allowed.join(', ')}; got "${text}".`);
}
