import { describe, expect, it } from 'vitest';
import { findImages } from '../../src/markdown/images.js';

describe('findImages', () => {
  it('finds Markdown and HTML images on their lines, whatever the tag’s case, outside code', () => {
    const body = [
      'Text with no image, a [link](a.png) and an <i>tag</i>.',
      '![alt](one.png) and <IMG SRC="two.png"> and <img\tsrc=three.png>',
      '`![not](code.png)` but ![yes](four.png "title")',
      '```',
      '![fenced](five.png)',
      '```',
      'A line with ! and [ apart: ! [x](six.png)',
      '<p><img alt="x" src=\'seven.png\'></p>',
    ].join('\n');
    expect(findImages(body)).toEqual([
      { src: 'one.png', line: 2 },
      { src: 'two.png', line: 2 },
      { src: 'three.png', line: 2 },
      { src: 'four.png', line: 3 },
      { src: 'seven.png', line: 8 },
    ]);
  });
});
