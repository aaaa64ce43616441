import { setImmediate as nextTurn } from 'node:timers/promises';
import { mapConcurrent } from '../core/concurrency.js';
import { createProgressLog, type Log } from '../core/log.js';
import { workspaceFiles } from '../core/workspace-path.js';
import type { Engine } from '../engine/engine.js';
import type { RichRenderers } from '../engine/local/figures/rich.js';
import type { LocalEngine } from '../engine/local/index.js';
import type { OutputFolder } from '../report/output-folder.js';
import { createPageWriter, writingPages } from '../report/page-writer.js';
import type { Config } from '../settings/config.js';
import { type ProcessedDocument, processDocument } from './process-document.js';

/** What converting reads from the settings: the action's `Config`, or the CLI's from its flags. */
export type ConvertSettings = Pick<
  Config,
  | 'workspace'
  | 'outputDir'
  | 'concurrency'
  | 'convert'
  | 'mode'
  | 'draftType'
  | 'apiKey'
  | 'appId'
  | 'appSecret'
  | 'apiUrl'
  | 'imageBaseUrl'
> & {
  /** The folder files may be read from, when wider than `workspace` (the CLI's `--root`). */
  boundary?: string;
  /** How messages name that folder; "the repository" when not given. */
  workspaceName?: string;
};

/** Documents whose HTML is kept in memory for the gallery; later ones are linked, not embedded. */
const GALLERY_INLINE_LIMIT = 100;

/**
 * Reads, checks and converts each file, writing its page as it goes. Logs its progress
 * lines itself: they stream while the run works, among the service client's own messages.
 * The action and the CLI both convert through here.
 */
export async function convertAll(
  {
    config,
    log,
    cancel,
    mode,
  }: {
    config: ConvertSettings;
    log: Log;
    /** The run's resolved mode: in draft mode, what the drafts would carry wrongly is an error. */
    mode?: string;
    /** Aborted when the run is cancelled: documents not started yet are skipped. */
    cancel?: { stop: AbortSignal };
  },
  paths: string[],
  {
    engine,
    folder,
    keep,
  }: {
    engine?: Engine;
    /** Where the pages go; without it (a pre-check) no page is written. */
    folder?: OutputFolder;
    /** What the later steps read: drafts need the source, gallery variants the request. */
    keep: { source: boolean; request: boolean };
  },
): Promise<ProcessedDocument[]> {
  if (paths.length === 0) return [];
  const stop = cancel?.stop;
  log.startGroup(`Processing ${paths.length} Markdown file${paths.length === 1 ? '' : 's'}`);
  let done = 0;
  // Batched where files go by fast; a remote run logs each line as it comes, in its place
  // among the service client's own messages (a retry, a failover).
  const progress = createProgressLog(log, { maxLines: engine?.name === 'remote' ? 1 : 100 });
  // The one rule for reading the checkout, for documents and the images their pages copy.
  const files = workspaceFiles(
    config.boundary ?? config.workspace,
    config.workspaceName,
    config.workspace,
  );
  const pages = folder
    ? createPageWriter({
        outputDir: config.outputDir,
        folder,
        workspace: config.workspace,
        files,
        imageBaseUrl: config.imageBaseUrl,
      })
    : undefined;
  // One set of math and diagram renderers for the run: the local engine's, or the pre-check's own.
  const rich: RichRenderers =
    engine && 'rich' in engine ? (engine as LocalEngine).rich : { wanted: new Set() };
  const started = performance.now();
  try {
    const processed = await writingPages(pages, () =>
      mapConcurrent(paths, config.concurrency, async (path, index) => {
        // One turn of the event loop before each document, so a cancel signal is handled
        // between two: the local engine converts and the output folder writes without
        // waiting on anything (docs/decisions/007-blocking-file-calls.md).
        await nextTurn();
        if (stop?.aborted) {
          return {
            result: {
              path,
              status: 'skipped',
              findings: [],
              reason: 'Not processed: the run was cancelled.',
            },
          } satisfies ProcessedDocument;
        }
        const doc = await processDocument(path, {
          workspace: config.workspace,
          files,
          convertOptions: config.convert,
          engine,
          rich,
          drafts: {
            configured: draftsOnMerge(config),
            draftType: config.draftType,
            drafting: mode === 'draft',
          },
        });
        await pages?.write(doc);
        const front = doc.source?.frontMatter;
        if (front?.type === 'newspic' && front.images?.length) doc.pictures = front.images;
        if (index >= GALLERY_INLINE_LIMIT) doc.html = undefined;
        // Not held to the end of a large run when nothing reads them: less for the GC to copy.
        if (!keep.source) doc.source = undefined;
        if (!keep.request) doc.request = undefined;
        done++;
        progress.line(
          `[${done}/${paths.length}] ${path}: ${doc.result.status}${doc.result.reason ? ` (${doc.result.reason})` : ''}`,
        );
        return doc;
      }),
    );
    progress.flush();
    if (engine) log.info(timingLine(processed, engine.name, performance.now() - started));
    return processed;
  } finally {
    progress.flush();
    log.endGroup();
  }
}

/** Where a run's time went: a slow run shows whether to look at the service or at the files. */
function timingLine(
  processed: ProcessedDocument[],
  engine: Engine['name'],
  totalMs: number,
): string {
  let engineMs = 0;
  let converted = 0;
  for (const { result } of processed) {
    if (result.convertMs === undefined) continue;
    engineMs += result.convertMs;
    converted++;
  }
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const took =
    engine === 'remote'
      ? // Requests overlap, so their times add up to more than the run took.
        `the service took ${seconds(engineMs)}, summed over the requests`
      : `the local engine took ${seconds(engineMs)} of that`;
  return `Processed ${processed.length} document${processed.length === 1 ? '' : 's'} in ${seconds(totalMs)}, ${converted} converted; ${took}.`;
}

/**
 * This step's configuration creates drafts when a change lands (draft inputs set, a mode
 * that drafts): on its pull requests, what the draft would refuse is already an error.
 */
function draftsOnMerge(config: ConvertSettings): boolean {
  return (
    (config.mode === 'auto' || config.mode === 'draft') &&
    Boolean(config.apiKey && config.appId && config.appSecret && config.apiUrl)
  );
}
