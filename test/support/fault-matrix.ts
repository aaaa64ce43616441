import { afterAll, afterEach } from 'vitest';

export interface FaultRow {
  fault: string;
  expected: string;
  observed: string;
}

/**
 * The fault-matrix table a reliability file prints when it ends, and the servers its
 * tests start, closed after each test.
 */
export function faultMatrix(): {
  rows: FaultRow[];
  closeAfterEach(server: { close(): Promise<void> }): void;
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
  afterEach(async () => {
    await Promise.all(closers.map((c) => c.close()));
    closers = [];
  });
  return { rows, closeAfterEach: (server) => closers.push(server) };
}
