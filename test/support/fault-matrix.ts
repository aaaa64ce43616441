import { afterAll } from 'vitest';

export interface FaultRow {
  fault: string;
  expected: string;
  observed: string;
}

/**
 * The fault-matrix table a reliability file prints when it ends, and the servers its
 * tests start, closed when the file ends: its tests run concurrently, most of their time
 * spent waiting on stalls and timeouts, so one test's end must not close another's servers.
 */
export function faultMatrix(): {
  rows: FaultRow[];
  closeAtEnd(server: { close(): Promise<void> }): void;
} {
  const rows: FaultRow[] = [];
  let closers: { close(): Promise<void> }[] = [];
  afterAll(() => {
    console.log(
      [
        '| fault | expected | observed |',
        '|---|---|---|',
        ...rows.map((r) => `| ${r.fault} | ${r.expected} | ${r.observed} |`),
        '',
        `faults survived: ${rows.length}`,
      ].join('\n'),
    );
  });
  afterAll(async () => {
    await Promise.all(closers.map((c) => c.close()));
    closers = [];
  });
  return { rows, closeAtEnd: (server) => closers.push(server) };
}
