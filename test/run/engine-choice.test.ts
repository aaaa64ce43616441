import { describe, expect, it } from 'vitest';
import type { ResolvedMode } from '../../src/run/mode.js';
import { chooseEngine } from '../../src/run/open-engine.js';
import type { EngineChoice } from '../../src/settings/config.js';

describe('chooseEngine: which engine converts a run', () => {
  it.each<[EngineChoice, boolean, ResolvedMode, boolean, number, string]>([
    // engine, service configured, mode, fork, files -> engine
    ['auto', true, 'preview', false, 3, 'remote'],
    ['auto', false, 'preview', false, 3, 'local'],
    ['auto', true, 'convert', false, 3, 'remote'],
    ['auto', true, 'preview', true, 3, 'local'],
    ['remote', true, 'preview', false, 3, 'remote'],
    ['remote', true, 'preview', true, 3, 'local'],
    ['local', true, 'preview', false, 3, 'local'],
    ['local', false, 'convert', false, 3, 'local'],
    ['auto', true, 'check', false, 3, 'none'],
    ['local', false, 'check', false, 3, 'none'],
    ['auto', true, 'draft', false, 3, 'none'],
    ['auto', true, 'preview', false, 0, 'none'],
    ['local', false, 'preview', false, 0, 'none'],
  ])(
    'engine %s, service %s, %s, fork %s, %i file(s) -> %s',
    (engine, service, mode, fork, files, expected) => {
      expect(chooseEngine(engine, service, mode, fork, files)).toBe(expected);
    },
  );
});
