/** The service limits of spec section 8, shared by the pre-check, the local engine and `serve`. */
export const LIMITS = {
  markdownChars: 50_000,
  images: 100,
  codeBlocks: 50,
  mermaidBlocks: 20,
  mermaidChars: 10_000,
  bodyBytes: 256 * 1024,
} as const;

/** The service's identifiers for its limits, plus this project's for the limits it adds. */
export const LIMIT_CODES = {
  markdownChars: 'markdown_too_long',
  images: 'too_many_images',
  codeBlocks: 'too_many_code_blocks',
  mermaidBlocks: 'too_many_mermaid_blocks',
  mermaidChars: 'mermaid_block_too_long',
  bodyBytes: 'request_too_large',
} as const;
