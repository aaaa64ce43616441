import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import "./chunk-G2QKEXVZ.js";

// src/report/stale-files.ts
import { lstat, readFile, rmdir, unlink } from "node:fs/promises";
import { join } from "node:path";
var REPORT_FILE = "report.json";
async function previousOutput(root) {
  let text;
  try {
    text = await readFile(join(root, REPORT_FILE), "utf8");
  } catch {
    return [];
  }
  try {
    const output = JSON.parse(text).output;
    return Array.isArray(output) ? output.filter((f) => typeof f === "string") : [];
  } catch {
    return [];
  }
}
async function removeStale(root, previous, current) {
  const keep = new Set(current);
  const removed = [];
  for (const path of new Set(previous)) {
    if (keep.has(path) || !isPlain(path)) continue;
    if (!await isOwnFile(root, path)) continue;
    try {
      await unlink(join(root, ...path.split("/")));
      removed.push(path);
    } catch {
    }
  }
  await removeEmptyFolders(root, removed);
  return removed;
}
function isPlain(path) {
  const parts = path.split("/");
  return path.length > 0 && !path.includes("\\") && !path.includes("\0") && parts.every((part) => part !== "" && part !== "." && part !== "..");
}
async function isOwnFile(root, path) {
  const parts = path.split("/");
  let at = root;
  try {
    for (const [i, part] of parts.entries()) {
      at = join(at, part);
      const stat = await lstat(at);
      if (stat.isSymbolicLink()) return false;
      if (i < parts.length - 1 ? !stat.isDirectory() : !stat.isFile()) return false;
    }
    return true;
  } catch {
    return false;
  }
}
async function removeEmptyFolders(root, removed) {
  const folders = /* @__PURE__ */ new Set();
  for (const path of removed) {
    const parts = path.split("/").slice(0, -1);
    for (let i = parts.length; i > 0; i--) folders.add(parts.slice(0, i).join("/"));
  }
  const deepestFirst = [...folders].sort((a, b) => b.split("/").length - a.split("/").length);
  for (const folder of deepestFirst) {
    try {
      await rmdir(join(root, ...folder.split("/")));
    } catch {
    }
  }
}
export {
  REPORT_FILE,
  previousOutput,
  removeStale
};
