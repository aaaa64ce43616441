import { createRequire as __mdPlatformRequire } from 'node:module';
const require = __mdPlatformRequire(import.meta.url);

// src/engine/local/figures/mermaid-check.ts
var PHONE_COLUMN_PX = 375;
var MIN_LABEL_PX = 12;
function labelPxOnPhone(width, labelPx) {
  return width > PHONE_COLUMN_PX ? labelPx * PHONE_COLUMN_PX / width : labelPx;
}
function shrinksUnreadable(width, labelPx) {
  return labelPxOnPhone(width, labelPx) < Math.min(MIN_LABEL_PX, labelPx);
}
function diagramSizeStyle(width, labelPx) {
  return shrinksUnreadable(width, labelPx) ? `width:${width}px;max-width:none` : `width:${width}px;max-width:100%`;
}
function unreadableDiagram(source, width, labelPx) {
  if (!shrinksUnreadable(width, labelPx)) return void 0;
  const shown = labelPxOnPhone(width, labelPx);
  const sideways = source.split("\n").some((line) => /^\s*(?:graph|flowchart)\s+(?:LR|RL)\b/i.test(line));
  const advice = sideways ? " A top-down layout (`flowchart TD`) fits a phone better." : " Fewer or shorter nodes side by side would fit a phone better.";
  return `This diagram is ${Math.round(width)} px wide: fitted to a phone its labels would be ${shown.toFixed(1)} px, too small to read, so it is drawn at a readable size and scrolls sideways.${advice}`;
}
var OPEN = { "[": "]", "(": ")", "{": "}" };
var CLOSE = new Set(Object.values(OPEN));
function syntaxProblems(source) {
  const lines = source.split("\n");
  const headIndex = lines.findIndex((l) => l.trim() !== "" && !l.trim().startsWith("%%"));
  if (headIndex === -1) return [];
  const head = lines[headIndex].trim();
  const problems = [];
  const flowchart = /^(?:graph|flowchart)\b/i.test(head);
  const sequence = /^sequenceDiagram\b/.test(head);
  if (!flowchart && !sequence) return [];
  for (let i = headIndex + 1; i < lines.length; i++) {
    const line = lines[i].trim();
    if (line === "" || line.startsWith("%%")) continue;
    const problem = flowchart ? unclosedShape(line) : messageWithoutParticipant(line);
    if (problem) problems.push({ message: problem, line: i });
  }
  return problems;
}
function unclosedShape(line) {
  const bare = line.replace(/"[^"]*"/g, '""').replace(/\|[^|]*\|/g, "||");
  const stack = [];
  for (let at = 0; at < bare.length; at++) {
    const char = bare[at];
    if (OPEN[char]) {
      if (stack.length === 0 || char === stack[stack.length - 1].char) stack.push({ char, at });
      continue;
    }
    if (CLOSE.has(char) && stack.length > 0 && OPEN[stack[stack.length - 1].char] === char) {
      stack.pop();
    }
  }
  const open = stack[0];
  if (!open) return void 0;
  const node = lastWord(bare.slice(0, open.at));
  return `Mermaid syntax error: "${line.slice(0, 60)}" opens a node shape with "${open.char}"${node ? ` after "${node}"` : ""} and never closes it with "${OPEN[open.char]}"; the renderer would draw the node without its label. The block is shown as code.`;
}
var NODE_CHAR = /[\w\u00C0-\uFFFF]/;
function lastWord(text) {
  const trimmed = text.trimEnd();
  let start = trimmed.length;
  while (start > 0 && NODE_CHAR.test(trimmed[start - 1])) start--;
  return trimmed.slice(start);
}
var SEQUENCE_ARROW = /(<<)?(-{1,2})(>>|>|x|\)|)/;
var MESSAGE_ARROW = /<<-{1,2}>>|-{1,2}>>|-{1,2}>|-{1,2}x|-{1,2}\)/;
var NOT_A_MESSAGE = /^(?:participant|actor|note|loop|alt|else|opt|par|and|critical|break|rect|end|activate|deactivate|autonumber|title|box|create|destroy|links?|accTitle|accDescr)\b/i;
function messageWithoutParticipant(line) {
  if (NOT_A_MESSAGE.test(line) || !SEQUENCE_ARROW.test(line) || !line.includes(":")) {
    return void 0;
  }
  const parts = messageParts(line);
  if (!parts) return void 0;
  const { from, to } = parts;
  if (from && to && !/^[>x)]/.test(to)) return void 0;
  const missing = !from ? "sender" : "receiver";
  return `Mermaid syntax error: "${line.slice(0, 60)}" is a message with no ${missing}; the renderer would invent a participant for it. Write it as "A->>B: text". The block is shown as code.`;
}
function messageParts(line) {
  const colon = line.indexOf(":");
  if (colon === -1 || /[\r\n\u2028\u2029]/.test(line.slice(colon + 1))) return void 0;
  const head = line.slice(0, colon);
  const arrow = MESSAGE_ARROW.exec(head);
  if (!arrow) return void 0;
  const from = head.slice(0, arrow.index).replace(/^[+-]/, "").trim();
  const to = head.slice(arrow.index + arrow[0].length).trimStart().replace(/^[+-]/, "").trim();
  return { from, to };
}

export {
  diagramSizeStyle,
  unreadableDiagram,
  syntaxProblems
};
