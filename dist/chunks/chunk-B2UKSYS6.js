import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  THEME_COLORS,
  THEME_IDS,
  THEME_STYLES,
  familyThemeId
} from "./chunk-PHUWWCX7.js";
import {
  DocumentError
} from "./chunk-5XOO62DI.js";

// src/engine/local/styles/themes.ts
var SANS = '-apple-system,BlinkMacSystemFont,"Helvetica Neue","PingFang SC","Hiragino Sans GB","Microsoft YaHei",Arial,sans-serif';
var SERIF = 'Georgia,"Songti SC","SimSun","Noto Serif CJK SC",serif';
var FAMILIES = {
  minimal: {
    fontFamily: SANS,
    headingScale: [1.5, 1.3, 1.15, 1.05],
    headingWeight: 600,
    headingStyle: "plain",
    lineHeight: 1.75,
    letterSpacing: "0",
    radius: "4px",
    quote: "bar",
    codeTheme: "light"
  },
  focus: {
    fontFamily: SANS,
    headingScale: [1.6, 1.35, 1.15, 1.05],
    headingWeight: 700,
    headingStyle: "bar",
    lineHeight: 1.8,
    letterSpacing: "0.02em",
    radius: "6px",
    quote: "box",
    codeTheme: "light"
  },
  elegant: {
    fontFamily: SERIF,
    headingScale: [1.55, 1.3, 1.15, 1.05],
    headingWeight: 600,
    headingStyle: "centered",
    lineHeight: 1.9,
    letterSpacing: "0.05em",
    radius: "2px",
    quote: "bar",
    codeTheme: "light"
  },
  bold: {
    fontFamily: SANS,
    headingScale: [1.7, 1.4, 1.2, 1.05],
    headingWeight: 800,
    headingStyle: "block",
    lineHeight: 1.75,
    letterSpacing: "0.01em",
    radius: "8px",
    quote: "box",
    codeTheme: "dark"
  }
};
var COLORS = {
  gold: ["#b8860b", "#fbf5e6"],
  green: ["#2e8b57", "#eaf6ef"],
  blue: ["#1e6fd9", "#e9f1fc"],
  orange: ["#e06c1b", "#fdf0e6"],
  red: ["#c8323c", "#fcebec"],
  navy: ["#1f3a68", "#e8edf5"],
  gray: ["#555c66", "#f0f1f3"],
  sky: ["#1a9bd7", "#e6f5fc"]
};
function palette(primary, tint, overrides = {}) {
  return {
    primary,
    tint,
    text: "#333333",
    muted: "#888888",
    border: "#e5e5e5",
    background: "#ffffff",
    grid: "rgba(0,0,0,0.05)",
    inlineCodeBg: tint,
    inlineCodeText: primary,
    ...overrides
  };
}
var NAMED = [
  {
    id: "default",
    palette: palette("#0f7b6c", "#e8f5f2"),
    family: { ...FAMILIES.focus, headingStyle: "underline", quote: "bar" }
  },
  {
    id: "bytedance",
    palette: palette("#3370ff", "#edf3ff", { text: "#1f2329", muted: "#8f959e" }),
    family: { ...FAMILIES.bold, headingStyle: "bar", codeTheme: "light", radius: "6px" }
  },
  {
    id: "chinese",
    palette: palette("#a52a2a", "#fbf1e8", {
      text: "#3b2e2a",
      background: "#fffaf3",
      border: "#e8d8c4"
    }),
    family: { ...FAMILIES.elegant, letterSpacing: "0.08em" }
  },
  {
    id: "apple",
    palette: palette("#1d1d1f", "#f5f5f7", {
      text: "#1d1d1f",
      muted: "#86868b",
      inlineCodeText: "#1d1d1f"
    }),
    family: { ...FAMILIES.minimal, headingWeight: 700, headingScale: [1.75, 1.4, 1.2, 1.05] }
  },
  {
    id: "sports",
    palette: palette("#ff5a1f", "#fff1ea", { text: "#222222" }),
    family: { ...FAMILIES.bold, headingStyle: "block", letterSpacing: "0.02em" }
  },
  {
    id: "cyber",
    palette: palette("#00e5ff", "#102a3a", {
      text: "#d6e2f0",
      muted: "#7f93a8",
      border: "#24405a",
      background: "#0b1020",
      grid: "rgba(0,229,255,0.08)",
      inlineCodeBg: "#16233a",
      inlineCodeText: "#ff4fd8"
    }),
    family: { ...FAMILIES.bold, headingStyle: "underline", codeTheme: "dark", quote: "bar" }
  }
];
function familyThemes() {
  return THEME_STYLES.flatMap(
    (style) => THEME_COLORS.map((color) => {
      const [primary, tint] = COLORS[color];
      return {
        id: familyThemeId(style, color),
        palette: palette(primary, tint),
        family: FAMILIES[style]
      };
    })
  );
}
var THEMES = new Map(
  [...NAMED, ...familyThemes()].map((theme) => [theme.id, theme])
);
var DEFAULT_THEME = "default";
function resolveTheme(id) {
  const theme = THEMES.get(id);
  if (!theme) {
    throw new DocumentError(
      "unknown_theme",
      `Unknown theme "${id.slice(0, 64)}". Valid themes: ${THEME_IDS.join(", ")}.`
    );
  }
  return theme;
}

export {
  DEFAULT_THEME,
  resolveTheme
};
