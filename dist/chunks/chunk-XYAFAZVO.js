import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);
import {
  didYouMean
} from "./chunk-QXLYNVZJ.js";
import {
  THEME_COLORS,
  THEME_IDS,
  THEME_STYLES,
  familyThemeId
} from "./chunk-NUGJP3WA.js";
import {
  DocumentError
} from "./chunk-5XOO62DI.js";

// src/engine/local/styles/theme-tokens.ts
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

// src/engine/local/styles/themes-catalogue.ts
var GITHUB_SANS = '-apple-system,BlinkMacSystemFont,"Segoe UI","Noto Sans",Helvetica,Arial,"PingFang SC","Microsoft YaHei",sans-serif';
var NEWS_SERIF = 'Georgia,"Times New Roman","Songti SC","Noto Serif CJK SC",serif';
var CATALOGUE = [
  {
    id: "wechat-native",
    description: "The platform's own article look: plain black headings, its green for accents",
    palette: palette("#07c160", "#e9f8f0", { text: "#333333", muted: "#8a8a8a" }),
    family: {
      fontFamily: SANS,
      headingScale: [1.4, 1.25, 1.1, 1],
      headingWeight: 700,
      headingStyle: "native",
      lineHeight: 1.75,
      letterSpacing: "0.034em",
      radius: "4px",
      quote: "plain",
      codeTheme: "light"
    }
  },
  {
    id: "sspai-red",
    description: "A tech-review magazine: heavy red-underlined headings, dark code, tight corners",
    palette: palette("#d71a1b", "#fdeced", { text: "#292525", muted: "#8e8787" }),
    family: {
      fontFamily: SANS,
      headingScale: [1.55, 1.3, 1.12, 1],
      headingWeight: 800,
      headingStyle: "underline",
      lineHeight: 1.85,
      letterSpacing: "0.02em",
      radius: "3px",
      quote: "bar",
      codeTheme: "dark",
      bullets: ["\u25CF", "\u25CB", "\u25A0"]
    }
  },
  {
    id: "nyt-classic",
    description: "A broadsheet: serif type, ruled section heads, pull quotes, ruled tables",
    palette: palette("#121212", "#f7f7f5", {
      text: "#121212",
      muted: "#5a5a5a",
      border: "#dcdcdc",
      inlineCodeText: "#121212",
      inlineCodeBg: "#f0f0ee"
    }),
    family: {
      fontFamily: NEWS_SERIF,
      headingScale: [1.8, 1.4, 1.2, 1.05],
      headingWeight: 700,
      headingStyle: "rule",
      lineHeight: 1.85,
      letterSpacing: "0",
      radius: "0",
      quote: "mark",
      codeTheme: "light",
      table: "lines",
      rule: "double",
      bullets: ["\u25A0", "\u25A1", "\u25AA"]
    }
  },
  {
    id: "github-readme",
    description: "A README on GitHub: hairline-ruled headings, grey quotes, GitHub code colours",
    palette: palette("#0969da", "#ddf4ff", {
      text: "#1f2328",
      muted: "#59636e",
      border: "#d1d9e0",
      inlineCodeBg: "#eff1f3",
      inlineCodeText: "#1f2328"
    }),
    family: {
      fontFamily: GITHUB_SANS,
      headingScale: [2, 1.5, 1.25, 1],
      headingWeight: 600,
      headingStyle: "hairline",
      lineHeight: 1.6,
      letterSpacing: "0",
      radius: "6px",
      quote: "plain",
      codeTheme: "light"
    }
  },
  {
    id: "mint-fresh",
    description: "Fresh mint: headings in rounded mint pills, soft boxes, airy spacing",
    palette: palette("#12a182", "#e3f6f0", {
      text: "#2f3e3a",
      muted: "#7b8f89",
      border: "#cfe9e1"
    }),
    family: {
      fontFamily: SANS,
      headingScale: [1.5, 1.3, 1.15, 1.05],
      headingWeight: 700,
      headingStyle: "pill",
      lineHeight: 1.85,
      letterSpacing: "0.03em",
      radius: "12px",
      quote: "box",
      codeTheme: "light",
      rule: "dots",
      bullets: ["\u25CF", "\u25CB", "\u2013"]
    }
  },
  {
    id: "sunset-amber",
    description: "Warm sunset: amber highlighter under headings, orange accents, dark code",
    palette: palette("#e8590c", "#fff1e3", {
      text: "#3d2c1e",
      muted: "#8c7462",
      border: "#f1dcc6",
      background: "#fffaf3",
      secondary: "#ffd59e"
    }),
    family: {
      fontFamily: SANS,
      headingScale: [1.6, 1.35, 1.15, 1.05],
      headingWeight: 800,
      headingStyle: "highlight",
      lineHeight: 1.8,
      letterSpacing: "0.02em",
      radius: "10px",
      quote: "bar",
      codeTheme: "dark",
      bullets: ["\u25B8", "\u25B9", "\u2013"]
    }
  },
  {
    id: "ink-minimal",
    description: "Ink on paper: black serif, no colour, dotted breaks, wide spacing",
    palette: palette("#111111", "#f4f4f2", {
      text: "#222222",
      muted: "#777777",
      border: "#dddddd",
      inlineCodeBg: "#f2f2f0",
      inlineCodeText: "#111111"
    }),
    family: {
      fontFamily: SERIF,
      headingScale: [1.45, 1.25, 1.1, 1],
      headingWeight: 600,
      headingStyle: "native",
      lineHeight: 2,
      letterSpacing: "0.04em",
      radius: "0",
      quote: "plain",
      codeTheme: "light",
      table: "lines",
      rule: "dots",
      bullets: ["\u2013", "\xB7", "\xB7"]
    }
  },
  {
    id: "lavender-dream",
    description: "Soft lavender: centred headings, rounded boxes, a pale violet page",
    palette: palette("#7b61c9", "#f1ecfb", {
      text: "#3a3550",
      muted: "#8a84a3",
      border: "#e2dbf3",
      background: "#fcfbff"
    }),
    family: {
      fontFamily: SANS,
      headingScale: [1.55, 1.3, 1.15, 1.05],
      headingWeight: 600,
      headingStyle: "centered",
      lineHeight: 1.9,
      letterSpacing: "0.04em",
      radius: "14px",
      quote: "box",
      codeTheme: "light",
      bullets: ["\u25C7", "\xB7", "\xB7"]
    }
  },
  {
    id: "coffee-house",
    description: "A coffee house menu: brown serif, cream page, pull quotes, sepia code",
    palette: palette("#6f4e37", "#f3ebe3", {
      text: "#3e2f25",
      muted: "#8b7565",
      border: "#e4d7c8",
      background: "#fbf7f2",
      inlineCodeBg: "#efe5d9"
    }),
    family: {
      fontFamily: SERIF,
      headingScale: [1.55, 1.3, 1.15, 1.05],
      headingWeight: 700,
      headingStyle: "bar",
      lineHeight: 1.9,
      letterSpacing: "0.03em",
      radius: "4px",
      quote: "mark",
      codeTheme: "paper",
      rule: "dots",
      bullets: ["\u25C6", "\u25C7", "\u25AA"]
    }
  },
  {
    id: "bauhaus-primary",
    description: "Bauhaus: red, blue and yellow blocks and bars, square corners, heavy sans",
    palette: palette("#d62828", "#fdeeee", {
      text: "#111111",
      muted: "#555555",
      border: "#111111",
      secondary: "#1d4ed8",
      tertiary: "#f4c20d"
    }),
    family: {
      fontFamily: SANS,
      headingScale: [1.75, 1.4, 1.2, 1.05],
      headingWeight: 800,
      headingStyle: "geometric",
      lineHeight: 1.75,
      letterSpacing: "0.02em",
      radius: "0",
      quote: "box",
      codeTheme: "dark",
      bullets: ["\u25A0", "\u25CF", "\u25B2"]
    }
  }
];

// src/engine/local/styles/themes.ts
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
var STYLE_WORDS = {
  minimal: "Minimal: plain coloured headings, light code, quiet quotes",
  focus: "Focus: barred headings, boxed quotes, roomy lines",
  elegant: "Elegant: serif type, centred underlined headings",
  bold: "Bold: heavy headings on solid blocks, dark code"
};
var NAMED = [
  {
    id: "default",
    description: "The default: teal underlined headings, barred quotes, light code",
    palette: palette("#0f7b6c", "#e8f5f2"),
    family: { ...FAMILIES.focus, headingStyle: "underline", quote: "bar" }
  },
  {
    id: "bytedance",
    description: "Product docs: blue barred headings, heavy type, light code",
    palette: palette("#3370ff", "#edf3ff", { text: "#1f2329", muted: "#8f959e" }),
    family: { ...FAMILIES.bold, headingStyle: "bar", codeTheme: "light", radius: "6px" }
  },
  {
    id: "chinese",
    description: "Chinese classic: serif, wide letter spacing, brick red on rice paper",
    palette: palette("#a52a2a", "#fbf1e8", {
      text: "#3b2e2a",
      background: "#fffaf3",
      border: "#e8d8c4"
    }),
    family: { ...FAMILIES.elegant, letterSpacing: "0.08em" }
  },
  {
    id: "apple",
    description: "Monochrome product page: large black headings, grey tints",
    palette: palette("#1d1d1f", "#f5f5f7", {
      text: "#1d1d1f",
      muted: "#86868b",
      inlineCodeText: "#1d1d1f"
    }),
    family: { ...FAMILIES.minimal, headingWeight: 700, headingScale: [1.75, 1.4, 1.2, 1.05] }
  },
  {
    id: "sports",
    description: "Sports page: orange heading blocks, heavy type, dark code",
    palette: palette("#ff5a1f", "#fff1ea", { text: "#222222" }),
    family: { ...FAMILIES.bold, headingStyle: "block", letterSpacing: "0.02em" }
  },
  {
    id: "cyber",
    description: "Cyber: cyan and magenta on a night-blue page, dark code",
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
        description: `${STYLE_WORDS[style]}; ${color} accents`,
        palette: palette(primary, tint),
        family: FAMILIES[style]
      };
    })
  );
}
var THEMES = new Map(
  [...NAMED, ...familyThemes(), ...CATALOGUE].map((theme) => [theme.id, theme])
);
var DEFAULT_THEME = "default";
function isThemeId(id) {
  return THEMES.has(id);
}
function themeDescriptions() {
  return THEME_IDS.map((id) => ({ id, description: THEMES.get(id)?.description ?? "" }));
}
function resolveTheme(id) {
  const theme = THEMES.get(id);
  if (!theme) {
    throw new DocumentError(
      "unknown_theme",
      `Unknown theme "${id.slice(0, 64)}"${didYouMean(id, THEME_IDS)}. Valid themes: ${THEME_IDS.join(", ")}.`
    );
  }
  return theme;
}

export {
  DEFAULT_THEME,
  isThemeId,
  themeDescriptions,
  resolveTheme
};
