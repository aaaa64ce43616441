// A conversion thread for test/engine/worker-pool.test.ts that speaks the pool's protocol
// (convert-worker.ts) but does what a runaway document does: `markdown` says what.
// "hog": allocate until the heap ceiling; "spin": never answer; anything else: answer.
import { parentPort } from 'node:worker_threads';

parentPort.on('message', ({ id, job }) => {
  const what = job.request?.markdown ?? job.markdown;
  if (what === 'hog') {
    const kept = [];
    for (;;) kept.push(new Array(1e6).fill(kept.length));
  }
  if (what === 'spin') for (;;);
  parentPort.postMessage({ id, result: { html: `<p>${what}</p>`, wordCount: 1 } });
});
parentPort.postMessage({ ready: true });
