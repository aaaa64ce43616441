/** The middle value (the upper middle for an even count): the figure each bench reports. */
export function median(values: readonly number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

/** CPU milliseconds of this process since `from`: on a shared, busy machine wall time mostly waits. */
export function cpuMsSince(from: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1000;
}

/** The CPU milliseconds `work` takes, run to its end. */
export function cpuOf(work: () => void): number {
  const cpu = process.cpuUsage();
  work();
  return cpuMsSince(cpu);
}
