import { describe, expect, it } from 'vitest';
import { imageFileName, pageFileName, uniquePageNames } from '../../src/report/page-names.js';

const REFUSED = /[":<>|*?\r\n]/;

describe('pageFileName', () => {
  it('keeps an ordinary path beside its document', () => {
    expect(pageFileName('articles/2024 notes/post.md')).toBe('articles/2024 notes/post.md.html');
    expect(pageFileName('文章/你好.md')).toBe('文章/你好.md.html');
  });

  it('replaces what the artifact service refuses, with a hash so no two names meet', () => {
    const names = ['Q&A: part 1.md', 'what?.md', 'a|b.md', 'say "hi".md', 'what*.md', 'a\nb.md'];
    const pages = names.map((name) => pageFileName(`articles/${name}`));
    for (const page of pages) {
      expect(page).not.toMatch(REFUSED);
      expect(page).toMatch(/^articles\/.+-[0-9a-f]{12}\.html$/);
    }
    expect(pages[1]).toMatch(/^articles\/what_\.md-[0-9a-f]{12}\.html$/);
    // `what?` and `what*` clean up the same; their hashes keep them apart.
    expect(new Set(pages).size).toBe(pages.length);
    expect(pageFileName('a?b/x.md')).toMatch(/^a_b-[0-9a-f]{12}\/x\.md\.html$/);
  });

  it('shortens a long name under 200 bytes, whole characters only', () => {
    const long = `${'长'.repeat(83)}.md`;
    const page = pageFileName(`articles/${long}`);
    const name = page.split('/')[1];
    expect(Buffer.byteLength(name)).toBeLessThanOrEqual(200);
    expect(name).toMatch(/^长+-[0-9a-f]{12}\.html$/);
    expect(pageFileName(`articles/${'长'.repeat(82)}长.md`)).toBe(page);
    expect(pageFileName(`articles/${'长'.repeat(84)}.md`)).not.toBe(page);
  });
});

describe('imageFileName', () => {
  it('follows the page into a renamed folder, and leaves out an image whose own name must change', () => {
    expect(imageFileName('a?b/img/p.png')).toBe(
      `${pageFileName('a?b/x.md').split('/')[0]}/img/p.png`,
    );
    expect(imageFileName('img/p.png')).toBe('img/p.png');
    expect(imageFileName('img/p?.png')).toBeUndefined();
  });
});

describe('uniquePageNames', () => {
  it('gives a crafted name that meets another a name of its own', () => {
    const name = uniquePageNames();
    const first = name('what?.md');
    const crafted = first.replace(/\.html$/, '');
    expect(name(crafted)).toBe(first.replace(/\.html$/, '-2.html'));
    expect(name('what?.md')).toBe(first);
  });

  it('names pages that differ only in case apart, as macOS and Windows compare names', () => {
    const name = uniquePageNames();
    expect(name('Post.md')).toBe('Post.md.html');
    expect(name('post.md')).toBe('post.md-2.html');
    expect(name('POST.md')).toBe('POST.md-3.html');
    expect(name('Docs/a.md')).toBe('Docs/a.md.html');
    expect(name('docs/a.md')).toBe('docs/a.md-2.html');
    // The same document asked again keeps its name.
    expect(name('post.md')).toBe('post.md-2.html');
  });
});
