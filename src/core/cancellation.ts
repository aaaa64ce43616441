/**
 * How a run is cancelled. The runner cancels a job with SIGINT, then SIGTERM 7.5 s
 * later, then SIGKILL 2.5 s after that; `timeout-minutes` and a dying runner do the same.
 * On the first SIGINT or SIGTERM the run stops starting work (`stop`); requests already
 * sent get `graceMs` to be answered before they are cut (`deadline`), so their outcome
 * can still be recorded in the ledger and the summary before the SIGKILL.
 */
export interface Cancellation {
  /** Aborted on the first signal: start no new request, draft or stage. */
  readonly stop: AbortSignal;
  /** Aborted `graceMs` after the first signal, or at once on a second one: in-flight requests are cut. */
  readonly deadline: AbortSignal;
  /** The signal that cancelled the run, once there was one. */
  readonly signalName: () => NodeJS.Signals | undefined;
  dispose(): void;
}

/** Fits inside the runner's 7.5 s before SIGTERM, with time left to write the ledger and summary. */
export const GRACE_MS = 5_000;

const SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM'];

export function listenForCancellation(
  target: Pick<NodeJS.Process, 'on' | 'off'> = process,
  graceMs = GRACE_MS,
): Cancellation {
  const stop = new AbortController();
  const deadline = new AbortController();
  let received: NodeJS.Signals | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const onSignal = (name: NodeJS.Signals) => {
    if (received) {
      deadline.abort(name);
      return;
    }
    received = name;
    stop.abort(name);
    // Unref'd: once the in-flight work is done the process may end before the grace does.
    timer = setTimeout(() => deadline.abort(name), graceMs).unref();
  };
  for (const name of SIGNALS) target.on(name, onSignal);

  return {
    stop: stop.signal,
    deadline: deadline.signal,
    signalName: () => received,
    dispose() {
      clearTimeout(timer);
      for (const name of SIGNALS) target.off(name, onSignal);
    },
  };
}

/** For callers that are never cancelled (the CLI, tests): signals that never abort. */
export function neverCancelled(): Cancellation {
  return {
    stop: new AbortController().signal,
    deadline: new AbortController().signal,
    signalName: () => undefined,
    dispose() {},
  };
}
