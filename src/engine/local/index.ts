import MarkdownIt from 'markdown-it';
import type { ConvertRequest, ConvertResult } from '../../types.js';
import { estimatedReadTime, wordCount } from '../../markdown/stats.js';
import type { Engine } from '../engine.js';

// PLACEHOLDER until the embedded engine lands (issue 5): the real renderer replaces this file.
export const THEME_IDS = ['default'];

export function convertLocal(request: ConvertRequest): ConvertResult {
  const md = new MarkdownIt();
  const words = wordCount(request.markdown);
  return {
    html: md.render(request.markdown),
    theme: request.theme ?? 'default',
    fontSize: request.fontSize ?? 'medium',
    backgroundType: request.backgroundType ?? 'default',
    wordCount: words,
    estimatedReadTime: estimatedReadTime(words),
  };
}

export function createLocalEngine(): Engine {
  return { name: 'local', convert: async (request) => convertLocal(request) };
}
