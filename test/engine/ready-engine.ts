import { createLocalEngine, type LocalEngine } from '../../src/engine/local/index.js';

/**
 * A local engine as a run's is after its first document with raw HTML: the sanitizer is
 * loaded (the engine loads it on demand), so `convertSync` keeps raw HTML, sanitized.
 */
export async function engineWithSanitizer(): Promise<LocalEngine> {
  const engine = createLocalEngine();
  await engine.convert({ markdown: '<b>raw</b>\n' });
  return engine;
}
