import type { IncomingMessage } from 'node:http';

/**
 * The caller's key, from any of the three headers the service accepts for it. Query
 * strings and bodies are never looked at: they end up in access logs and proxies.
 */
export function apiKeyOf(req: IncomingMessage): string | undefined {
  const header = (name: string) => {
    const value = req.headers[name];
    return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
  };
  const bearer = /^Bearer\s+(\S+)$/i.exec(header('authorization') ?? '')?.[1];
  return header('service-api-key') ?? header('x-api-key') ?? bearer;
}
