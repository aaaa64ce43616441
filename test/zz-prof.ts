import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { afterAll, beforeAll } from 'vitest';

const s = new Session();
beforeAll(async () => {
  s.connect();
  await s.post('Profiler.enable');
  await s.post('Profiler.start');
});
afterAll(async () => {
  const { profile } = await s.post('Profiler.stop');
  writeFileSync(`/tmp/p/w/${Date.now()}.cpuprofile`, JSON.stringify(profile));
});
