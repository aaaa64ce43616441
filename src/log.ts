import * as core from '@actions/core';

export interface AnnotationProps {
  file?: string;
  startLine?: number;
  title?: string;
}

/** What the pipeline logs through; the action passes @actions/core, the CLI a console writer. */
export interface Log {
  info(message: string): void;
  debug(message: string): void;
  notice(message: string, props?: AnnotationProps): void;
  warning(message: string, props?: AnnotationProps): void;
  error(message: string, props?: AnnotationProps): void;
  startGroup(name: string): void;
  endGroup(): void;
}

export const actionsLog: Log = {
  info: core.info,
  debug: core.debug,
  notice: core.notice,
  warning: core.warning,
  error: core.error,
  startGroup: core.startGroup,
  endGroup: core.endGroup,
};
