import { describe, expect, it } from 'vitest';
import { describeSystemFault } from '../../src/cli/system-fault.js';
import { OutputWriteError } from '../../src/report/output-folder.js';

const errno = (code: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(`${code}: raw text`), { code, ...extra });

describe('describeSystemFault', () => {
  it.each([
    ['ENOSPC', 'no space left on the device'],
    ['EROFS', 'the file system is read-only'],
    ['EACCES', 'permission denied'],
  ])('a page the disk refused (%s) says why in words', (code, why) => {
    const error = new OutputWriteError(
      'output_write_failed',
      'Could not write /out/a.md.html: X.',
      {
        cause: errno(code),
      },
    );
    expect(describeSystemFault(error)).toBe(`Could not write /out/a.md.html: X (${why}).`);
  });

  it('a folder that cannot be read names the call and the path', () => {
    const error = errno('EACCES', { syscall: 'scandir', path: '/srv/articles' });
    expect(describeSystemFault(error)).toBe(
      'could not scandir /srv/articles: EACCES (permission denied).',
    );
  });

  it('a privileged port says to choose another', () => {
    const error = errno('EACCES', { syscall: 'listen', address: '0.0.0.0', port: 80 });
    expect(describeSystemFault(error)).toBe(
      'cannot listen on 0.0.0.0:80: ports below 1024 need privileges; choose another with --port.',
    );
  });

  it('anything else is not described, so it is not hidden', () => {
    expect(describeSystemFault(new Error('a bug'))).toBeUndefined();
    expect(describeSystemFault(errno('ECONNRESET'))).toBeUndefined();
  });
});
