import { InputError } from '../core/errors.js';

const LOOPBACK_HOSTS = new Set(['localhost', '[::1]', '::1']);

/** True for hosts that never leave this machine: 127.0.0.0/8, ::1 and localhost. */
export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname) || /^127(?:\.\d{1,3}){3}$/.test(hostname);
}

/**
 * Credentials travel only over https; plain http is allowed for loopback, where a
 * self-hosted `md-platform serve` or a test server listens. Returns the URL without
 * a trailing slash, so paths can be appended. The URL's text is never echoed back
 * in full: it may hold userinfo.
 */
export function assertServiceUrl(
  input: string,
  value: string,
  // The CLI names its flags (`--api-url`), the action its inputs.
  label = `Input \`${input}\``,
): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InputError(input, `${label} must be an absolute https:// URL of the service.`);
  }
  if (url.username || url.password) {
    throw new InputError(
      input,
      `${label} must not contain a user name or password; pass the key separately.`,
    );
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    throw new InputError(
      input,
      `${label} must use https:// (http:// is allowed only for 127.0.0.1, ::1 or localhost); got http://${url.host}.`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new InputError(input, `${label} must use https://; got ${url.protocol}//.`);
  }
  if (url.search || url.hash) {
    throw new InputError(input, `${label} must be a base URL without a query or fragment.`);
  }
  return url.href.replace(/\/+$/, '');
}
