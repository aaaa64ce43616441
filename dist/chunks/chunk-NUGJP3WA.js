import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);

// src/core/types.ts
var FONT_SIZES = ["small", "medium", "large"];
var BACKGROUND_TYPES = ["default", "grid", "none"];
var DRAFT_TYPES = ["article", "newspic"];
var NAMED_THEMES = [
  "default",
  "bytedance",
  "chinese",
  "apple",
  "sports",
  "cyber"
];
var CATALOGUE_THEMES = [
  "wechat-native",
  "sspai-red",
  "nyt-classic",
  "github-readme",
  "mint-fresh",
  "sunset-amber",
  "ink-minimal",
  "lavender-dream",
  "coffee-house",
  "bauhaus-primary"
];
var THEME_STYLES = ["minimal", "focus", "elegant", "bold"];
var THEME_COLORS = [
  "gold",
  "green",
  "blue",
  "orange",
  "red",
  "navy",
  "gray",
  "sky"
];
function familyThemeId(style, color) {
  return `${style}-${color}`;
}
var THEME_IDS = Object.freeze([
  ...NAMED_THEMES,
  ...THEME_STYLES.flatMap((style) => THEME_COLORS.map((color) => familyThemeId(style, color))),
  ...CATALOGUE_THEMES
]);

export {
  FONT_SIZES,
  BACKGROUND_TYPES,
  DRAFT_TYPES,
  THEME_STYLES,
  THEME_COLORS,
  familyThemeId,
  THEME_IDS
};
