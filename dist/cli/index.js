#!/usr/bin/env node
import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  BUDGET_SETTINGS,
  FLAG_NAMING,
  budgetOf,
  checkTheme,
  consoleLog,
  convertAll,
  convertsRemotely,
  createOutputFolder,
  openEngine,
  parseSettings,
  rendersVariants,
  serviceConfig,
  writeOutputFiles
} from "../chunks/chunk-H5CJXNYH.js";
import {
  isConvertWorker,
  runConvertWorker
} from "../chunks/chunk-2WAUFRXF.js";
import {
  DEFAULT_CREDENTIAL_HEADER_PREFIX
} from "../chunks/chunk-6ZET4UFC.js";
import "../chunks/chunk-2LNQLSPO.js";
import "../chunks/chunk-6DE6S7N3.js";
import "../chunks/chunk-DZ323OMG.js";
import "../chunks/chunk-QOBCCXYO.js";
import {
  GLOB_CHARS,
  escapeGlob,
  globRule,
  isInside,
  matchInOrder,
  parsePattern,
  walkFiles
} from "../chunks/chunk-M6SF5YXX.js";
import "../chunks/chunk-DL4V7EL7.js";
import "../chunks/chunk-JZLBHUCI.js";
import {
  didYouMean,
  suggest
} from "../chunks/chunk-QXLYNVZJ.js";
import "../chunks/chunk-4V7EP2KX.js";
import "../chunks/chunk-SFPNWDGB.js";
import {
  exitPromptly,
  neutralize,
  neutralizeLines
} from "../chunks/chunk-2KEGSE2I.js";
import "../chunks/chunk-YTTBCBEB.js";
import "../chunks/chunk-5UW5WUYG.js";
import "../chunks/chunk-NUGJP3WA.js";
import "../chunks/chunk-F7PMG5S2.js";
import {
  InputError,
  MdPlatformError
} from "../chunks/chunk-5XOO62DI.js";
import "../chunks/chunk-5DQ3OEOA.js";
import "../chunks/chunk-G2QKEXVZ.js";

// src/cli/index.ts
import { fileURLToPath as fileURLToPath2 } from "node:url";

// src/cli/args.ts
import { parseArgs } from "node:util";

// src/cli/help.ts
var HELP_FLAG = { help: { type: "boolean", short: "h" } };
var CONVERT_FLAGS = {
  ...HELP_FLAG,
  out: { type: "string" },
  root: { type: "string" },
  theme: { type: "string" },
  "font-size": { type: "string" },
  "background-type": { type: "string" },
  engine: { type: "string" },
  "api-url": { type: "string" },
  "backup-api-url": { type: "string" },
  "api-key": { type: "string" },
  concurrency: { type: "string" },
  "timeout-seconds": { type: "string" },
  "rate-limit": { type: "string" },
  "image-base-url": { type: "string" },
  "document-timeout-seconds": { type: "string" },
  "document-memory-mb": { type: "string" },
  "max-html-bytes": { type: "string" }
};
var COMMAND_FLAGS = {
  convert: CONVERT_FLAGS,
  preview: CONVERT_FLAGS,
  check: {
    ...HELP_FLAG,
    root: { type: "string" },
    theme: { type: "string" },
    "font-size": { type: "string" },
    "background-type": { type: "string" }
  },
  serve: {
    "document-timeout-seconds": { type: "string" },
    "document-memory-mb": { type: "string" },
    "max-html-bytes": { type: "string" },
    ...HELP_FLAG,
    port: { type: "string" },
    host: { type: "string" },
    keys: { type: "string" },
    outbox: { type: "string" },
    "outbox-max-mb": { type: "string" },
    "rate-limit": { type: "string" },
    workers: { type: "string" }
  },
  validate: {
    ...HELP_FLAG,
    "api-url": { type: "string" },
    "api-key": { type: "string" },
    "timeout-seconds": { type: "string" }
  },
  themes: HELP_FLAG
};
function isCommand(name) {
  return Object.hasOwn(COMMAND_FLAGS, name);
}
var CONVERT_OPTIONS = `  --out DIR               where the HTML pages go (default: %OUT%)
  --root DIR              read documents and images only from inside DIR (default: the git
                          repository holding the files, else the current folder)
  --theme ID              theme id (default: default); md-platform themes lists them
  --font-size SIZE        small | medium | large
  --background-type T     default | grid | none
  --engine auto|local|remote  auto (default): remote when a key and --api-url are set, else
                          local; local needs nothing; remote needs --api-url and a key
  --api-url URL           service base URL (https://, or http:// on loopback)
  --backup-api-url URL    failover service URL
  --api-key KEY           service key; prefer the MD_PLATFORM_API_KEY environment variable,
                          which other users of the machine cannot see in the process list
  --concurrency N         parallel conversions (default 4)
  --timeout-seconds N     per request (default 30)
  --rate-limit N/INTERVAL client-side limit for the key (default 100/60s)
  --image-base-url URL    where the documents' images are on the web: "Copy article" gives
                          local images these absolute URLs, so they paste into the editor
  --document-timeout-seconds N  each document's time to draw and convert (default 60)
  --document-memory-mb N  each document's memory ceiling while drawing (default 768)
  --max-html-bytes N      each document's HTML at most (default 10485760)

Files may be anywhere: relative images resolve from each file's own folder, whatever the
current folder, and are read only from inside --root, never through .git.`;
var MAIN_HELP = `md-platform: convert Markdown articles to HTML for the platform's official-account editor

Usage: md-platform <command> [options]

Commands:
  convert <paths\u2026>   convert files, folders or globs to one HTML page each
  check <paths\u2026>     pre-check against the service limits; prints path:line: message
  preview <paths\u2026>   convert and write an index.html gallery next to the pages
  themes             list the theme ids, each with its look in a line
  serve              serve the service API over the local engine (for tests and self-hosting)
  validate           check an API key against --api-url
  help <command>     show a command's options (or: md-platform <command> --help)

  --version          print the version

Exit codes: 0 success; 1 a file failed, a finding at error level, or the key is invalid;
2 usage error (unknown command or flag, bad flag value, no files named); 3 the machine
refused (a port in use, an output folder that cannot be written, a full disk).`;
var COMMAND_HELP = {
  convert: `Usage: md-platform convert <paths\u2026> [options]

Converts each Markdown file to one HTML page (images it shows are copied beside it).
${CONVERT_OPTIONS.replace("%OUT%", "md-platform-html")}`,
  preview: `Usage: md-platform preview <paths\u2026> [options]

Like convert, plus an index.html gallery showing each document in a phone-width frame.
${CONVERT_OPTIONS.replace("%OUT%", "md-platform-preview")}`,
  check: `Usage: md-platform check <paths\u2026> [--root DIR] [--theme ID] [--font-size SIZE] [--background-type T]

Pre-checks each document (characters, images, code blocks, mermaid blocks, request size,
hero/cards modules, front matter) without converting. Prints one path:line: message per finding.
Exits 1 when any finding is an error, 2 when a flag is wrong.`,
  serve: `Usage: md-platform serve [--port N] [--host 127.0.0.1] [--keys k1,k2] [--outbox DIR]
                         [--outbox-max-mb N] [--workers N]

Serves POST /api/v1/convert, /api/convert, GET|HEAD /api/auth/validate and sandbox
/api/v1/article-draft, /api/v1/newspic-draft, /api/v1/batch-upload (drafts written to --outbox).
Keys come from --keys or MD_PLATFORM_KEYS (comma-separated). Stops cleanly on SIGTERM/SIGINT.
  --outbox DIR              where sandbox drafts go: one JSON file each, the request's fields once
  --outbox-max-mb N         the outbox's size cap (default 512); a draft over it is refused
                            with HTTP 507, outbox_full
  --rate-limit N/INTERVAL   per-key limit (default 100/60s)
  --workers N               conversion threads (default: one per CPU core, at most 8); documents
                            with math or diagrams are drawn there, others on the server's thread
  --document-timeout-seconds N, --document-memory-mb N, --max-html-bytes N
                            each request's budget (defaults 60, 768, 10485760): a request over
                            it is answered 422 and its thread is replaced`,
  validate: `Usage: md-platform validate --api-url URL [--api-key KEY]

Checks the key (--api-key, or MD_PLATFORM_API_KEY) against the service's /api/auth/validate.
Exits 0 when the key is valid, 1 when it is not.`,
  themes: `Usage: md-platform themes

Prints every theme id, one per line with a description of its look, for --theme or a
document's front matter \`theme:\`.`
};

// src/cli/args.ts
var UsageError = class extends Error {
};
function parseCommandArgs(command, args) {
  const options = COMMAND_FLAGS[command];
  const { values, positionals, tokens } = parseArgs({
    args,
    options,
    allowPositionals: true,
    strict: false,
    tokens: true
  });
  for (const token of tokens) {
    if (token.kind !== "option") continue;
    const spec = Object.hasOwn(options, token.name) ? options[token.name] : void 0;
    if (!spec) {
      const meant = suggest(token.name, Object.keys(options));
      const hint = meant === void 0 ? "" : ` (did you mean --${meant}?)`;
      throw new UsageError(
        `unknown option ${token.rawName.slice(0, 64)}${hint}. Run md-platform ${command} --help for its options.`
      );
    }
    if (spec.type === "string" && typeof token.value !== "string") {
      throw new UsageError(`${token.rawName} needs a value, as in ${token.rawName} VALUE.`);
    }
    if (spec.type === "boolean" && token.value !== void 0) {
      throw new UsageError(`${token.rawName} takes no value.`);
    }
  }
  return { values, positionals };
}

// src/cli/convert.ts
import { join as join2, resolve as resolve4 } from "node:path";

// src/cli/boundary.ts
import { lstat, realpath, stat } from "node:fs/promises";
import { dirname, resolve } from "node:path";
async function chooseBoundary(given, cwd, base) {
  if (given !== void 0) {
    const root = await realpath(resolve(cwd, given)).catch(() => void 0);
    const info = root === void 0 ? void 0 : await stat(root);
    if (!root || !info?.isDirectory())
      throw new InputError("root", `--root ${given.slice(0, 200)} is not a folder.`);
    return { root, name: `the folder given with --root (${root})` };
  }
  const top = await gitTopLevel(base);
  if (top) return { root: top, name: `the git repository at ${top}` };
  const realCwd = await realpath(cwd).catch(() => cwd);
  return base === realCwd ? { root: base, name: `the current folder (${base}; --root names a wider one)` } : { root: base, name: `the folder of the files named (${base}; --root names a wider one)` };
}
async function gitTopLevel(folder) {
  for (let at = folder; ; at = dirname(at)) {
    if (await lstat(resolve(at, ".git")).then(
      () => true,
      () => false
    ))
      return at;
    if (dirname(at) === at) return void 0;
  }
}

// src/cli/expand-paths.ts
import { realpath as realpath2, stat as stat2 } from "node:fs/promises";
import { dirname as dirname2, isAbsolute, join, relative, resolve as resolve2, sep } from "node:path";
var MARKDOWN = /\.(md|markdown)$/i;
async function expandPaths(args, givenCwd) {
  const cwd = await realpath2(givenCwd).catch(() => givenCwd);
  const rules = [];
  const found = /* @__PURE__ */ new Set();
  const missing = /* @__PURE__ */ new Set();
  for (const arg of args) {
    const pattern = parsePattern(arg);
    if (!pattern) continue;
    const { negate, text } = pattern;
    if (GLOB_CHARS.test(text)) {
      const parts = text.split("/");
      const literal = parts.findIndex((part) => GLOB_CHARS.test(part));
      const root2 = resolve2(
        cwd,
        parts.slice(0, literal).join("/") || (isAbsolute(text) ? "/" : ".")
      );
      const rest = parts.slice(literal).join("/");
      rules.push(
        globRule({ negate, text: `${escapeGlob(toPosix(root2)).replace(/\/$/, "")}/${rest}` })
      );
      if (!negate) for (const file of await walk(root2)) found.add(file);
      continue;
    }
    const absolute2 = resolve2(cwd, text);
    const info = await stat2(absolute2).catch(() => void 0);
    if (info?.isDirectory()) {
      const below = globRule({ negate, text: escapeGlob(toPosix(absolute2)) });
      rules.push(negate ? below : { negate, matches: (p) => below.matches(p) && MARKDOWN.test(p) });
      if (!negate) for (const file of await walk(absolute2)) found.add(file);
    } else {
      const exact = toPosix(absolute2);
      rules.push({ negate, matches: (p) => p === exact });
      if (negate) continue;
      if (info) found.add(absolute2);
      else missing.add(absolute2);
    }
  }
  const selected = matchInOrder(rules);
  const chosen = [...found].filter((file) => selected(toPosix(file)));
  const files = [...new Set(await Promise.all(chosen.map((f) => realpath2(f).catch(() => f))))];
  const given = args.map(parsePattern).filter((p) => p && !p.negate);
  const absolute = given.length > 0 && given.every((p) => p && isAbsolute(p.text));
  const root = commonRoot([...files, ...missing], cwd, absolute);
  const rel = (file) => toPosix(relative(root, file));
  return { root, files: files.map(rel).sort(), missing: [...missing].map(rel).sort() };
}
function commonRoot(files, cwd, absolute) {
  if (files.length === 0) return cwd;
  if (!absolute && files.every((file) => isInside(cwd, file))) return cwd;
  let root = dirname2(files[0]);
  for (const file of files) while (!isInside(root, file)) root = dirname2(root);
  return root;
}
async function walk(dir) {
  return (await walkFiles(dir)).map((file) => join(dir, file));
}
function toPosix(path) {
  return path.split(sep).join("/");
}

// src/cli/flags.ts
function readFlags(names, values, options) {
  const raw = {};
  for (const name of names) {
    const value = values[name];
    if (typeof value === "string") raw[name] = value;
  }
  return parseSettings(names, raw, FLAG_NAMING, options);
}
var SERVICE_FLAGS = [
  "api-key",
  "api-url",
  "backup-api-url",
  "rate-limit",
  "timeout-seconds"
];
var CLI_WORDS = {
  name: FLAG_NAMING,
  keyHint: "set MD_PLATFORM_API_KEY or pass --api-key, or use --engine local.",
  themeHint: "run md-platform themes for the ids."
};
function cliService(s, env, { engine, concurrency }) {
  const apiKey = s["api-key"] ?? (env.MD_PLATFORM_API_KEY?.trim() || void 0);
  return serviceConfig(
    {
      engine,
      apiKey,
      keyGiven: s["api-key"] !== void 0,
      keySource: s["api-key"] ? "--api-key" : "MD_PLATFORM_API_KEY",
      apiUrl: s["api-url"],
      backupApiUrl: s["backup-api-url"],
      credentialHeaderPrefix: DEFAULT_CREDENTIAL_HEADER_PREFIX,
      concurrency,
      rateLimit: s["rate-limit"],
      timeoutMs: Math.round(s["timeout-seconds"] * 1e3)
    },
    CLI_WORDS
  );
}

// src/cli/service.ts
import { resolve as resolve3 } from "node:path";
async function openClient(values, io) {
  const flags = readFlags([...SERVICE_FLAGS, "concurrency"], values);
  if (!flags["api-key"] && !io.env.MD_PLATFORM_API_KEY)
    throw new InputError("api-key", "no API key: set MD_PLATFORM_API_KEY or pass --api-key.");
  const service = cliService(flags, io.env, { engine: "remote", concurrency: flags.concurrency });
  if (!service)
    throw new InputError("api-url", "--api-url is required: the base URL of the service.");
  const { createServiceClient } = await import("../chunks/client-RKHT6IYA.js");
  return createServiceClient(service, { log: consoleLog(io.stderr) });
}
async function validate(values, io) {
  const client = await openClient(values, io);
  try {
    await client.validate();
    io.stdout(`The key is valid for ${client.activeOrigin}.`);
    return 0;
  } finally {
    await client.close();
  }
}
async function serve(values, io) {
  const keys = (stringFlag(values.keys) ?? io.env.MD_PLATFORM_KEYS ?? "").split(",").map((k) => k.trim()).filter(Boolean);
  if (keys.length === 0) {
    throw new InputError(
      "keys",
      "serve needs at least one API key: --keys k1,k2 or MD_PLATFORM_KEYS."
    );
  }
  const flags = readFlags(
    ["port", "workers", "rate-limit", "outbox-max-mb", ...BUDGET_SETTINGS],
    values
  );
  const { startServer } = await import("../chunks/server-5ATWRLGA.js");
  const { convertThreads } = await import("../chunks/worker-pool-UPP6EM5F.js");
  const { createBudgetedEngine } = await import("../chunks/budgeted-engine-ANDGOUZJ.js");
  const threads = convertThreads(flags.workers);
  const engine = io.workerEntry ? createBudgetedEngine({ entry: io.workerEntry, budget: budgetOf(flags), threads }) : void 0;
  const outbox = stringFlag(values.outbox);
  try {
    const server = await startServer({
      host: stringFlag(values.host) ?? "127.0.0.1",
      port: flags.port,
      keys,
      outbox: outbox ? resolve3(io.cwd, outbox) : void 0,
      outboxMaxBytes: flags["outbox-max-mb"] * 1024 * 1024,
      rateLimit: flags["rate-limit"],
      engine,
      log: io.stderr
    });
    io.stdout(
      `md-platform serve listening on ${server.url} (${engine ? `${threads} conversion threads` : "converting in-process"})`
    );
    await (io.stopSignal ?? new Promise(() => {
    }));
    await server.close();
  } finally {
    await engine?.close?.();
  }
  io.stdout("md-platform serve stopped");
  return 0;
}
function stringFlag(value) {
  return typeof value === "string" ? value : void 0;
}

// src/cli/convert.ts
async function convertCommand(command, positionals, values, io) {
  if (positionals.length === 0)
    throw new InputError("paths", "name at least one file, folder or glob.");
  const flags = readConvertFlags(command, values, io);
  const { root, files, missing } = await expandPaths(positionals, io.cwd);
  const boundary = await chooseBoundary(stringFlag(values.root), io.cwd, root);
  if (files.length === 0 && missing.length === 0)
    throw new InputError("paths", `no Markdown files match ${positionals.join(" ")}.`);
  const outDir = resolve4(
    io.cwd,
    stringFlag(values.out) ?? (command === "preview" ? "md-platform-preview" : "md-platform-html")
  );
  const { client, engine } = await openEngine(
    {
      config: flags,
      service: flags.service,
      mode: command,
      log: consoleLog(io.stderr),
      workerEntry: io.workerEntry
    },
    files.length
  );
  try {
    const config = {
      ...flags,
      workspace: root,
      boundary: boundary.root,
      workspaceName: boundary.name,
      outputDir: outDir,
      mode: command
    };
    const folder = command === "check" ? void 0 : createOutputFolder(outDir);
    const variantEngine = command === "preview" ? engine : void 0;
    const keep = { source: false, request: rendersVariants(variantEngine, files.length) };
    const processed = await convertAll({ config, log: consoleLog(() => {
    }) }, files, {
      engine,
      folder,
      keep
    });
    const results = [...processed.map((p) => p.result), ...missing.map(missingFile)];
    for (const result of results) printResult(command, result, outDir, io);
    if (folder) {
      const settings = {
        engine: flags.engine,
        convert: flags.convert,
        concurrency: flags.concurrency
      };
      const local = {
        folder,
        processed,
        results,
        engine,
        settings,
        imageBaseUrl: flags.imageBaseUrl,
        workspace: root
      };
      await publishLocally(command, local, io);
    }
    const failed = results.filter((r) => r.status === "failed").length;
    io.stdout(
      command === "check" ? `${results.length - failed} of ${results.length} file(s) pass the pre-check.` : `${results.filter((r) => r.status === "converted").length} converted, ${failed} failed; HTML in ${outDir}.`
    );
    return failed > 0 ? 1 : 0;
  } finally {
    await client?.close();
    await engine?.close?.();
  }
}
var PREVIEW_FILE = "preview.html";
async function publishLocally(command, {
  folder,
  processed,
  results,
  engine,
  settings,
  imageBaseUrl,
  workspace
}, io) {
  const { buildReport } = await import("../chunks/report-json-YAICCWPB.js");
  const { previousOutput, removeStale, REPORT_FILE } = await import("../chunks/stale-files-OK7MR4I2.js");
  const previous = await previousOutput(folder.root);
  const output = [
    ...folder.written(),
    ...command === "preview" ? ["index.html", PREVIEW_FILE] : [],
    REPORT_FILE
  ];
  const report = buildReport({
    generatedAt: (/* @__PURE__ */ new Date()).toISOString(),
    run: { mode: command, engine: engine?.name },
    config: { mode: command, ...settings },
    results,
    output
  });
  if (command === "preview") {
    await writeOutputFiles({
      outputDir: folder.root,
      folder,
      title: "Markdown preview",
      processed,
      variantEngine: engine,
      imageBaseUrl,
      preview: { file: PREVIEW_FILE, workspace },
      report
    });
  } else {
    await folder.write(REPORT_FILE, `${JSON.stringify(report, null, 2)}
`);
  }
  const removed = await removeStale(folder.root, previous, output);
  if (removed.length > 0)
    io.stdout(
      `Removed ${removed.length} file(s) an earlier run wrote in ${folder.root} and this one did not.`
    );
  if (command === "preview") {
    io.stdout(`
Gallery: ${join2(folder.root, "index.html")}`);
    io.stdout(
      `One-file preview (images inside, opens on a phone): ${join2(folder.root, PREVIEW_FILE)}`
    );
  }
}
function missingFile(path) {
  const message = `${path} does not exist.`;
  return {
    path,
    status: "failed",
    findings: [{ severity: "error", code: "file_missing", message }],
    reason: message
  };
}
function printResult(command, result, outDir, io) {
  for (const finding of result.findings) {
    const where = finding.line ? `${result.path}:${finding.line}` : result.path;
    io.stdout(neutralize(`${where}: ${finding.severity} ${finding.code}: ${finding.message}`));
  }
  if (result.status === "failed" && result.findings.length === 0)
    io.stdout(neutralize(`${result.path}: error: ${result.reason}`));
  if (command !== "check" && result.status === "converted") {
    io.stdout(
      neutralize(
        `${result.path} -> ${join2(outDir, result.html ?? "")} (${result.wordCount} characters, ${result.estimatedReadTime} min)`
      )
    );
  }
}
function readConvertFlags(command, values, io) {
  const names = [
    "theme",
    "font-size",
    "background-type",
    "engine",
    "concurrency",
    "image-base-url",
    ...BUDGET_SETTINGS
  ];
  const f = readFlags([...names, ...SERVICE_FLAGS], values);
  const { engine, concurrency } = f;
  const service = command === "check" ? void 0 : cliService(f, io.env, { engine, concurrency });
  const remote = command !== "check" && convertsRemotely(engine, service);
  const { theme, notice } = checkTheme(f.theme, remote, CLI_WORDS);
  if (notice) io.stderr(notice);
  const convert = {
    theme,
    fontSize: f["font-size"],
    backgroundType: f["background-type"]
  };
  return {
    engine,
    convert,
    concurrency,
    draftType: "article",
    imageBaseUrl: f["image-base-url"],
    budget: budgetOf(f),
    service
  };
}

// src/cli/package-version.ts
import { readFileSync } from "node:fs";
import { dirname as dirname3, join as join3 } from "node:path";
import { fileURLToPath } from "node:url";
function packageVersion(from = fileURLToPath(import.meta.url)) {
  for (let dir = dirname3(from); ; dir = dirname3(dir)) {
    try {
      const pkg = JSON.parse(readFileSync(join3(dir, "package.json"), "utf8"));
      if (pkg.name === "md-platform-action" && typeof pkg.version === "string") return pkg.version;
    } catch {
    }
    if (dirname3(dir) === dir) return "unknown";
  }
}

// src/cli/system-fault.ts
var WHY = {
  EACCES: "permission denied",
  EPERM: "permission denied",
  ENOSPC: "no space left on the device",
  EDQUOT: "the disk quota is used up",
  EROFS: "the file system is read-only",
  ENOTDIR: "a part of the path is a file, not a folder",
  EEXIST: "a file stands where a folder must go",
  EISDIR: "a folder stands where a file must go",
  ELOOP: "a symbolic link stands where a folder or file must go",
  EMFILE: "too many files are open; raise the limit (ulimit -n) or lower --concurrency",
  ENFILE: "too many files are open on this machine"
};
function describeSystemFault(error) {
  if (error instanceof MdPlatformError) {
    const cause = systemError(error.cause);
    const why2 = cause && WHY[cause.code];
    return why2 ? `${error.message.replace(/\.$/, "")} (${why2}).` : void 0;
  }
  const fault = systemError(error);
  if (!fault) return void 0;
  if (fault.syscall === "listen" || fault.syscall === "bind") return listenFault(fault);
  const why = WHY[fault.code];
  if (!why) return void 0;
  const what = fault.path ? `${fault.syscall ?? "open"} ${fault.path}` : fault.syscall ?? "";
  return `could not ${what.trim()}: ${fault.code} (${why}).`;
}
function listenFault({ code, address, port }) {
  const where = `${address ?? "the address"}:${port ?? "?"}`;
  if (code === "EADDRINUSE")
    return `port ${port} is in use on ${address}: stop what listens there, or choose another with --port.`;
  if (code === "EADDRNOTAVAIL")
    return `cannot listen on ${where}: ${address} is not an address of this machine (--host).`;
  if (code === "EACCES" || code === "EPERM")
    return `cannot listen on ${where}: ports below 1024 need privileges; choose another with --port.`;
  return void 0;
}
function systemError(error) {
  if (typeof error !== "object" || error === null) return void 0;
  const code = error.code;
  if (typeof code !== "string" || !/^E[A-Z]+$/.test(code)) return void 0;
  return error;
}

// src/cli/commands.ts
var FAILED = 1;
var USAGE = 2;
var SYSTEM = 3;
var COMMANDS = Object.keys(COMMAND_FLAGS);
async function runCli(argv, io) {
  const [command, ...rest] = argv;
  if (!command) {
    io.stderr(MAIN_HELP);
    return USAGE;
  }
  if (command === "--help" || command === "-h") {
    io.stdout(MAIN_HELP);
    return 0;
  }
  if (command === "--version" || command === "-v" || command === "version") {
    io.stdout(packageVersion());
    return 0;
  }
  if (command === "help") return help(rest, io);
  if (!isCommand(command)) {
    io.stderr(
      `md-platform: unknown command "${command.slice(0, 64)}"${didYouMean(command, [...COMMANDS, "help", "version"])}. Run md-platform --help for the commands.`
    );
    return USAGE;
  }
  try {
    const { values, positionals } = parseCommandArgs(command, rest);
    if (values.help) {
      io.stdout(COMMAND_HELP[command]);
      return 0;
    }
    switch (command) {
      case "themes":
        return await themes(positionals, io);
      case "serve":
        return await serve(values, io);
      case "validate":
        return await validate(values, io);
      default:
        return await convertCommand(command, positionals, values, io);
    }
  } catch (error) {
    const fault = describeSystemFault(error);
    if (fault !== void 0) {
      io.stderr(`md-platform ${command}: ${fault}`);
      return SYSTEM;
    }
    if (error instanceof UsageError || error instanceof InputError) {
      io.stderr(`md-platform ${command}: ${error.message}`);
      return USAGE;
    }
    if (error instanceof MdPlatformError) {
      io.stderr(`md-platform ${command}: ${error.message}`);
      return FAILED;
    }
    throw error;
  }
}
function help(topics, io) {
  const [topic] = topics;
  if (topic === void 0) {
    io.stdout(MAIN_HELP);
    return 0;
  }
  if (!isCommand(topic)) {
    io.stderr(
      `md-platform help: unknown command "${topic.slice(0, 64)}"${didYouMean(topic, COMMANDS)}. Run md-platform --help for the commands.`
    );
    return USAGE;
  }
  io.stdout(COMMAND_HELP[topic]);
  return 0;
}
async function themes(positionals, io) {
  if (positionals.length > 0) throw new UsageError("takes no arguments.");
  const { themeDescriptions } = await import("../chunks/themes-2VGAELHT.js");
  const themes2 = themeDescriptions();
  const width = Math.max(...themes2.map((theme) => theme.id.length)) + 2;
  for (const { id, description } of themes2) io.stdout(`${id.padEnd(width)}${description}`);
  return 0;
}

// src/cli/index.ts
if (isConvertWorker()) {
  await runConvertWorker();
} else {
  exitPromptly();
  const stopSignal = new Promise((done) => {
    process.once("SIGTERM", () => done());
    process.once("SIGINT", () => done());
  });
  process.exitCode = await runCli(process.argv.slice(2), {
    cwd: process.cwd(),
    env: process.env,
    // The CLI runs in workflows too: what it prints must not be read as workflow commands.
    stdout: (line) => process.stdout.write(`${neutralizeLines(line)}
`),
    stderr: (line) => process.stderr.write(`${neutralizeLines(line)}
`),
    stopSignal,
    workerEntry: fileURLToPath2(import.meta.url)
  });
}
