import type { ConvertRequest, ConvertResult } from '../core/types.js';

/**
 * Converts one Markdown document. Implementations throw typed errors:
 * `LimitError` for the service's limits, `DocumentError` for input they refuse
 * (unknown theme, malformed module), `ServiceError` for transport/service faults.
 */
export interface Engine {
  readonly name: 'local' | 'remote';
  convert(
    request: ConvertRequest,
    signal?: AbortSignal,
    options?: ConvertCallOptions,
  ): Promise<ConvertResult>;
  close?(): Promise<void>;
}

export interface ConvertCallOptions {
  /**
   * The caller ran `precheck` and `checkModules` on this request's markdown and sends
   * nothing they found an error in: the local engine skips its own run of the same
   * checks (a pass over every document). The service checks regardless.
   */
  prechecked?: boolean;
}
