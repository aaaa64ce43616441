import type { ConvertRequest, ConvertResult } from '../types.js';

/**
 * Converts one Markdown document. Implementations throw typed errors:
 * `LimitError` for the spec's limits, `DocumentError` for input they refuse
 * (unknown theme, malformed module), `ServiceError` for transport/service faults.
 */
export interface Engine {
  readonly name: 'local' | 'remote';
  convert(request: ConvertRequest, signal?: AbortSignal): Promise<ConvertResult>;
  close?(): Promise<void>;
}
