// Preloaded (`node --import`) into a child the tests measure: on exit, the process's own peak
// resident set (process.resourceUsage, threads included) goes to MD_PLATFORM_RSS_FILE, in KiB.
// No optional binary such as /usr/bin/time is needed. Conversion threads load it too; only
// the main thread writes.
import { writeFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

const file = process.env.MD_PLATFORM_RSS_FILE;
if (isMainThread && file) {
  process.on('exit', () => writeFileSync(file, String(process.resourceUsage().maxRSS)));
}
