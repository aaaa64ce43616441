import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);

// src/markdown/limits.ts
var LIMITS = {
  markdownChars: 5e4,
  images: 100,
  codeBlocks: 50,
  mermaidBlocks: 20,
  mermaidChars: 1e4,
  bodyBytes: 256 * 1024
};
var LIMIT_CODES = {
  markdownChars: "markdown_too_long",
  images: "too_many_images",
  codeBlocks: "too_many_code_blocks",
  mermaidBlocks: "too_many_mermaid_blocks",
  mermaidChars: "mermaid_block_too_long",
  bodyBytes: "request_too_large"
};

export {
  LIMITS,
  LIMIT_CODES
};
