import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { listenForCancellation } from '../../src/core/cancellation.js';

/** A process stand-in the signals are emitted on, as the runner sends them. */
function runner() {
  const target = new EventEmitter();
  return {
    target: target as unknown as Pick<NodeJS.Process, 'on' | 'off'>,
    send: (signal: NodeJS.Signals) => target.emit(signal, signal),
    listening: () => target.listenerCount('SIGINT') + target.listenerCount('SIGTERM'),
  };
}

const until = (signal: AbortSignal) =>
  new Promise<void>((done) => signal.addEventListener('abort', () => done(), { once: true }));

describe('cancellation', () => {
  it.each(['SIGINT', 'SIGTERM'] as const)(
    '%s stops new work at once and cuts requests in flight after the grace',
    async (signal) => {
      const r = runner();
      const c = listenForCancellation(r.target, 50);
      expect(c.stop.aborted).toBe(false);
      r.send(signal);
      expect(c.stop.aborted).toBe(true);
      expect(c.signalName()).toBe(signal);
      // The grace: requests already sent may still be answered.
      expect(c.deadline.aborted).toBe(false);
      await until(c.deadline);
      expect(c.deadline.reason).toBe(signal);
      c.dispose();
    },
  );

  it('a second signal (the runner’s SIGTERM after its SIGINT) cuts requests at once', () => {
    const r = runner();
    const c = listenForCancellation(r.target, 60_000);
    r.send('SIGINT');
    expect(c.deadline.aborted).toBe(false);
    r.send('SIGTERM');
    expect(c.deadline.aborted).toBe(true);
    // The run was cancelled by the first: the report names SIGINT.
    expect(c.signalName()).toBe('SIGINT');
    c.dispose();
  });

  it('stops listening when disposed, so a later signal is the process’s own again', () => {
    const r = runner();
    const c = listenForCancellation(r.target, 60_000);
    expect(r.listening()).toBe(2);
    c.dispose();
    expect(r.listening()).toBe(0);
    expect(c.stop.aborted).toBe(false);
  });
});
