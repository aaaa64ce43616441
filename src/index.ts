import * as core from '@actions/core';
import { createLocalEngine } from './engine/local/index.js';

const engine = createLocalEngine();
const out = await engine.convert({ markdown: '# hi' });
core.info(out.html);
const { default: hljs } = await import('highlight.js');
core.info(String(hljs.listLanguages().length));
