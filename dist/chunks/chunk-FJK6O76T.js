import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);

// src/types.ts
var FONT_SIZES = ["small", "medium", "large"];
var BACKGROUND_TYPES = ["default", "grid", "none"];
var DRAFT_TYPES = ["article", "newspic"];

export {
  FONT_SIZES,
  BACKGROUND_TYPES,
  DRAFT_TYPES
};
