#!/usr/bin/env node
import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  isConvertWorker,
  runConvertWorker
} from "../chunks/chunk-WPXVXAUI.js";
import {
  FLAG_NAMING,
  consoleLog,
  convertAll,
  createOutputFolder,
  openEngine,
  parseSettings,
  rendersVariants,
  writeOutputFiles
} from "../chunks/chunk-XP6MXVKK.js";
import {
  DEFAULT_CREDENTIAL_HEADER_PREFIX
} from "../chunks/chunk-STFG7JV2.js";
import {
  GLOB_CHARS,
  escapeGlob,
  globRule,
  isInside,
  matchInOrder,
  parsePattern,
  walkFiles
} from "../chunks/chunk-44BJ4HVC.js";
import "../chunks/chunk-VTGLEUHF.js";
import "../chunks/chunk-4V7EP2KX.js";
import "../chunks/chunk-SFPNWDGB.js";
import "../chunks/chunk-J32ODTCZ.js";
import "../chunks/chunk-JZLBHUCI.js";
import "../chunks/chunk-6DE6S7N3.js";
import {
  exitPromptly,
  neutralize,
  neutralizeLines
} from "../chunks/chunk-TVGKS7BQ.js";
import "../chunks/chunk-VQ43QDC7.js";
import "../chunks/chunk-ZDKHICCF.js";
import "../chunks/chunk-F7PMG5S2.js";
import "../chunks/chunk-56HC3K3W.js";
import "../chunks/chunk-PHUWWCX7.js";
import {
  InputError,
  MdPlatformError
} from "../chunks/chunk-5XOO62DI.js";
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
  theme: { type: "string" },
  "font-size": { type: "string" },
  "background-type": { type: "string" },
  engine: { type: "string" },
  "api-url": { type: "string" },
  "backup-api-url": { type: "string" },
  "api-key": { type: "string" },
  concurrency: { type: "string" },
  "timeout-seconds": { type: "string" },
  "rate-limit": { type: "string" }
};
var COMMAND_FLAGS = {
  convert: CONVERT_FLAGS,
  preview: CONVERT_FLAGS,
  check: {
    ...HELP_FLAG,
    theme: { type: "string" },
    "font-size": { type: "string" },
    "background-type": { type: "string" }
  },
  serve: {
    ...HELP_FLAG,
    port: { type: "string" },
    host: { type: "string" },
    keys: { type: "string" },
    outbox: { type: "string" },
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
  --theme ID              theme id (default: default); md-platform themes lists them
  --font-size SIZE        small | medium | large
  --background-type T     default | grid | none
  --engine local|remote   local (default) needs nothing; remote needs --api-url and a key
  --api-url URL           service base URL (https://, or http:// on loopback)
  --backup-api-url URL    failover service URL
  --api-key KEY           service key; prefer the MD_PLATFORM_API_KEY environment variable,
                          which other users of the machine cannot see in the process list
  --concurrency N         parallel conversions (default 4)
  --timeout-seconds N     per request (default 30)
  --rate-limit N/INTERVAL client-side limit for the key (default 100/60s)

Files may be anywhere: relative images resolve from each file's own folder.`;
var MAIN_HELP = `md-platform: convert Markdown articles to HTML for the platform's official-account editor

Usage: md-platform <command> [options]

Commands:
  convert <paths\u2026>   convert files, folders or globs to one HTML page each
  check <paths\u2026>     pre-check against the service limits; prints path:line: message
  preview <paths\u2026>   convert and write an index.html gallery next to the pages
  themes             list the theme ids
  serve              serve the service API over the local engine (for tests and self-hosting)
  validate           check an API key against --api-url
  help <command>     show a command's options (or: md-platform <command> --help)

  --version          print the version

Exit codes: 0 success; 1 a file failed, a finding at error level, or the key is invalid;
2 usage error (unknown command or flag, bad flag value, no files named).`;
var COMMAND_HELP = {
  convert: `Usage: md-platform convert <paths\u2026> [options]

Converts each Markdown file to one HTML page (images it shows are copied beside it).
${CONVERT_OPTIONS.replace("%OUT%", "md-platform-html")}`,
  preview: `Usage: md-platform preview <paths\u2026> [options]

Like convert, plus an index.html gallery showing each document in a phone-width frame.
${CONVERT_OPTIONS.replace("%OUT%", "md-platform-preview")}`,
  check: `Usage: md-platform check <paths\u2026> [--theme ID] [--font-size SIZE] [--background-type T]

Pre-checks each document (characters, images, code blocks, mermaid blocks, request size,
hero/cards modules, front matter) without converting. Prints one path:line: message per finding.
Exits 1 when any finding is an error, 2 when a flag is wrong.`,
  serve: `Usage: md-platform serve [--port N] [--host 127.0.0.1] [--keys k1,k2] [--outbox DIR] [--workers N]

Serves POST /api/v1/convert, /api/convert, GET|HEAD /api/auth/validate and sandbox
/api/v1/article-draft, /api/v1/newspic-draft, /api/v1/batch-upload (drafts written to --outbox).
Keys come from --keys or MD_PLATFORM_KEYS (comma-separated). Stops cleanly on SIGTERM/SIGINT.
  --rate-limit N/INTERVAL   per-key limit (default 100/60s)
  --workers N               conversion threads (default: one per CPU core, at most 8; 1 converts
                            on the server's own thread)`,
  validate: `Usage: md-platform validate --api-url URL [--api-key KEY]

Checks the key (--api-key, or MD_PLATFORM_API_KEY) against the service's /api/auth/validate.
Exits 0 when the key is valid, 1 when it is not.`,
  themes: `Usage: md-platform themes

Prints every theme id, one per line, for --theme or a document's front matter \`theme:\`.`
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
      throw new UsageError(
        `unknown option ${token.rawName}. Run md-platform ${command} --help for its options.`
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
import { join as join2, resolve as resolve3 } from "node:path";

// src/cli/expand-paths.ts
import { realpath, stat } from "node:fs/promises";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
var MARKDOWN = /\.(md|markdown)$/i;
async function expandPaths(args, givenCwd) {
  const cwd = await realpath(givenCwd).catch(() => givenCwd);
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
      const root2 = resolve(
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
    const absolute = resolve(cwd, text);
    const info = await stat(absolute).catch(() => void 0);
    if (info?.isDirectory()) {
      const below = globRule({ negate, text: escapeGlob(toPosix(absolute)) });
      rules.push(negate ? below : { negate, matches: (p) => below.matches(p) && MARKDOWN.test(p) });
      if (!negate) for (const file of await walk(absolute)) found.add(file);
    } else {
      const exact = toPosix(absolute);
      rules.push({ negate, matches: (p) => p === exact });
      if (negate) continue;
      if (info) found.add(absolute);
      else missing.add(absolute);
    }
  }
  const selected = matchInOrder(rules);
  const chosen = [...found].filter((file) => selected(toPosix(file)));
  const files = [...new Set(await Promise.all(chosen.map((f) => realpath(f).catch(() => f))))];
  const root = commonRoot([...files, ...missing], cwd);
  const rel = (file) => toPosix(relative(root, file));
  return { root, files: files.map(rel).sort(), missing: [...missing].map(rel).sort() };
}
function commonRoot(files, cwd) {
  if (files.every((file) => isInside(cwd, file))) return cwd;
  let root = dirname(files[0]);
  for (const file of files) while (!isInside(root, file)) root = dirname(root);
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
function serviceFlags(s, env, concurrency) {
  const apiKey = s["api-key"] ?? env.MD_PLATFORM_API_KEY;
  if (!apiKey)
    throw new InputError("api-key", "no API key: set MD_PLATFORM_API_KEY or pass --api-key.");
  if (!s["api-url"])
    throw new InputError("api-url", "--api-url is required: the base URL of the service.");
  return {
    apiKey,
    apiUrl: s["api-url"],
    backupApiUrl: s["backup-api-url"],
    credentialHeaderPrefix: DEFAULT_CREDENTIAL_HEADER_PREFIX,
    concurrency,
    rateLimit: s["rate-limit"],
    timeoutMs: Math.round(s["timeout-seconds"] * 1e3),
    settingName: FLAG_NAMING,
    keySource: s["api-key"] ? "--api-key" : "MD_PLATFORM_API_KEY"
  };
}

// src/cli/service.ts
import { resolve as resolve2 } from "node:path";
async function openClient(values, io) {
  const flags = readFlags([...SERVICE_FLAGS, "concurrency"], values);
  const service = serviceFlags(flags, io.env, flags.concurrency);
  const { createServiceClient } = await import("../chunks/client-AWXRZIJ6.js");
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
  const flags = readFlags(["port", "workers", "rate-limit"], values);
  const { startServer } = await import("../chunks/server-T5JKU2C4.js");
  const { convertThreads, createWorkerPoolEngine } = await import("../chunks/worker-pool-7PJUALVX.js");
  const threads = convertThreads(flags.workers);
  const engine = threads > 1 && io.workerEntry ? createWorkerPoolEngine({ entry: io.workerEntry, size: threads }) : void 0;
  const outbox = stringFlag(values.outbox);
  try {
    const server = await startServer({
      host: stringFlag(values.host) ?? "127.0.0.1",
      port: flags.port,
      keys,
      outbox: outbox ? resolve2(io.cwd, outbox) : void 0,
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
  const flags = await readConvertFlags(command, values, io);
  const { root, files, missing } = await expandPaths(positionals, io.cwd);
  if (files.length === 0 && missing.length === 0)
    throw new InputError("paths", `no Markdown files match ${positionals.join(" ")}.`);
  const outDir = resolve3(
    io.cwd,
    stringFlag(values.out) ?? (command === "preview" ? "md-platform-preview" : "md-platform-html")
  );
  const { client, engine } = await openEngine(
    { config: flags, service: flags.service, mode: command, log: consoleLog(io.stderr) },
    files.length
  );
  try {
    const config = { ...flags, workspace: root, outputDir: outDir, mode: command };
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
    if (folder) await publishLocally(command, { folder, processed, results, engine }, io);
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
async function publishLocally(command, {
  folder,
  processed,
  results,
  engine
}, io) {
  if (command !== "preview") return;
  const { buildReport } = await import("../chunks/report-json-QEYB7SDJ.js");
  await writeOutputFiles({
    outputDir: folder.root,
    folder,
    title: "Markdown preview",
    processed,
    variantEngine: engine,
    report: buildReport({
      generatedAt: (/* @__PURE__ */ new Date()).toISOString(),
      run: { mode: command, engine: engine?.name },
      results
    })
  });
  io.stdout(`
Gallery: ${join2(folder.root, "index.html")}`);
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
async function readConvertFlags(command, values, io) {
  const names = ["theme", "font-size", "background-type", "engine", "concurrency"];
  const f = readFlags([...names, ...SERVICE_FLAGS], values, { engines: ["local", "remote"] });
  if (f.theme !== void 0) {
    const { THEME_IDS } = await import("../chunks/themes-YTZZJ6N6.js");
    if (!THEME_IDS.includes(f.theme)) {
      throw new InputError(
        "theme",
        `--theme "${f.theme.slice(0, 64)}" is not a theme; run md-platform themes for the ${THEME_IDS.length} ids.`
      );
    }
  }
  const engine = f.engine ?? "local";
  const concurrency = f.concurrency;
  const convert = {
    theme: f.theme,
    fontSize: f["font-size"],
    backgroundType: f["background-type"]
  };
  const remote = engine === "remote" && command !== "check";
  return {
    engine,
    convert,
    concurrency,
    draftType: "article",
    service: remote ? serviceFlags(f, io.env, concurrency) : void 0
  };
}

// src/cli/package-version.ts
import { readFileSync } from "node:fs";
import { dirname as dirname2, join as join3 } from "node:path";
import { fileURLToPath } from "node:url";
function packageVersion(from = fileURLToPath(import.meta.url)) {
  for (let dir = dirname2(from); ; dir = dirname2(dir)) {
    try {
      const pkg = JSON.parse(readFileSync(join3(dir, "package.json"), "utf8"));
      if (pkg.name === "md-platform-action" && typeof pkg.version === "string") return pkg.version;
    } catch {
    }
    if (dirname2(dir) === dir) return "unknown";
  }
}

// src/cli/commands.ts
var FAILED = 1;
var USAGE = 2;
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
      `md-platform: unknown command "${command.slice(0, 64)}". Run md-platform --help for the commands.`
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
      `md-platform help: unknown command "${topic.slice(0, 64)}". Run md-platform --help for the commands.`
    );
    return USAGE;
  }
  io.stdout(COMMAND_HELP[topic]);
  return 0;
}
async function themes(positionals, io) {
  if (positionals.length > 0) throw new UsageError("takes no arguments.");
  const { THEME_IDS } = await import("../chunks/themes-YTZZJ6N6.js");
  for (const id of THEME_IDS) io.stdout(id);
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
