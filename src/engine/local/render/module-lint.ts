import { didYouMean, suggest } from '../../../core/suggest.js';
import type { Finding } from '../../../core/types.js';
import {
  CALLOUT_KINDS,
  isCloser,
  LOCAL_MODULES,
  readOpener,
  SERVICE_MODULES,
} from '../syntax/module-syntax.js';
import { parseModule } from '../syntax/modules.js';

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const SERVICE: ReadonlySet<string> = new Set(SERVICE_MODULES);
const LOCAL: ReadonlySet<string> = new Set(LOCAL_MODULES);

/** Which engine will draw the document: the service draws its modules itself. */
export type ModuleEngine = 'local' | 'remote';

/**
 * Lints every module of a Markdown body, each finding on its file line (`lineOffset` = front
 * matter lines removed before it): a malformed hero or cards is an error; a name a typo away
 * from a module of the service a warning with the suggestion; a module the local engine shows
 * only as a plain block a notice. Module syntax inside fenced code is ignored, as the
 * renderer ignores it.
 */
export function checkModules(
  markdown: string,
  lineOffset = 0,
  engine: ModuleEngine = 'local',
): Finding[] {
  if (!markdown.includes(':::')) return [];
  const lines = markdown.split('\n');
  const at = (i: number) => lines[i];
  const findings: Finding[] = [];
  const add = (severity: Finding['severity'], code: string, message: string, index: number) =>
    findings.push({ severity, code, message, line: index + 1 + lineOffset });
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i];
    const marker = FENCE.exec(text)?.[1];
    if (fence) {
      if (
        marker &&
        marker[0] === fence[0] &&
        marker.length >= fence.length &&
        text.trim() === marker
      ) {
        fence = undefined;
      }
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    if (!text.startsWith(':::')) continue;
    const opener = readOpener(text);
    if (!opener) continue;
    const known = SERVICE.has(opener.name);
    const near = known ? undefined : suggest(opener.name, SERVICE_MODULES);
    const start = i;
    const parsed = parseModule(at, i, lines.length);
    if (!parsed.ok) {
      // An unclosed opener of a name nobody knows is most likely prose starting with colons.
      if (parsed.severity === 'error' || known || near) {
        add(
          parsed.severity,
          parsed.severity === 'error' ? 'malformed_module' : 'unclosed_module',
          parsed.message,
          parsed.index,
        );
      }
      // Skip the body of a module that opened fine so one mistake is one finding.
      if (parsed.severity === 'error' && parsed.index !== i) i = skipToClose(lines, parsed.index);
      continue;
    }
    i = parsed.end;
    const kind = opener.name === 'callout' ? opener.args[0] : undefined;
    if (kind !== undefined && !(CALLOUT_KINDS as readonly string[]).includes(kind.toLowerCase())) {
      add(
        'warning',
        'unknown_callout_kind',
        `Unknown callout kind "${kind.slice(0, 40)}"${didYouMean(kind, CALLOUT_KINDS)}: use ${CALLOUT_KINDS.join(', ')}; it shows as info.`,
        start,
      );
    }
    const where =
      engine === 'local'
        ? 'the local engine shows it as a plain block with its text'
        : 'it is sent to the service as written';
    const name = opener.written.slice(0, 40);
    if (near) {
      add(
        'warning',
        'unknown_module',
        `Unknown module ":::${name}" (did you mean ":::${near}"?); ${where}.`,
        start,
      );
    } else if (!known) {
      add(
        'notice',
        'unknown_module',
        `":::${name}" is not a module the service documents; ${where}.`,
        start,
      );
    } else if (engine === 'local' && !LOCAL.has(opener.name)) {
      add(
        'notice',
        'module_drawn_by_service',
        `The service draws the :::${opener.name} module; ${where}.`,
        start,
      );
    }
  }
  return findings;
}

function skipToClose(lines: string[], from: number): number {
  for (let i = from; i < lines.length; i++) {
    if (isCloser(lines[i])) return i;
    if (readOpener(lines[i].trim())) return i - 1;
  }
  return lines.length;
}
