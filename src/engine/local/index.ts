import { splitFrontMatter } from '../../markdown/front-matter.js';
import { createLocalEngineWith, type LocalEngine } from './engine.js';

export { createLocalEngineWith, type LocalEngine, type SplitFrontMatter } from './engine.js';
export { fill } from './render/look-tables.js';
export { checkModules } from './render/module-lint.js';
export type { Finish, Look, Restyled } from './render/restyle.js';
export { DEFAULT_THEME, THEME_IDS } from './styles/themes.js';

/**
 * The embedded engine (engine.ts), every front matter read with the YAML library at hand:
 * this module loads it. The budgeted engine of runs and `serve` loads the library only for
 * a document whose front matter needs it (threads/budgeted-engine.ts).
 */
export function createLocalEngine(options: { maxHtmlBytes?: number } = {}): LocalEngine {
  return createLocalEngineWith(splitFrontMatter, options);
}
