/**
 * Writes src/engine/local/styles/look-tables-data.ts: every look's style table, built from
 * the themes and styles.ts (`buildLookTables` in src/engine/local/render/look-tables.ts), for
 * the engine to read instead of building them at each run. `npm run look-tables` after a
 * change to a theme or a style; test/engine/look-tables-data.test.ts fails until then.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildLookTables } from '../src/engine/local/render/look-tables.js';

const target = join(
  import.meta.dirname,
  '..',
  'src',
  'engine',
  'local',
  'styles',
  'look-tables-data.ts',
);
writeFileSync(
  target,
  `// Written by scripts/write-look-tables.ts (\`npm run look-tables\`) from the themes and
// styles.ts: every look's style table (render/look-tables.ts reads it). Not to be edited.
export const LOOK_TABLES_JSON = ${JSON.stringify(JSON.stringify(buildLookTables()))};
`,
);
console.log(`Wrote ${target}.`);
