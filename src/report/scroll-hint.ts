/**
 * Code, tables and wide diagrams scroll sideways inside the article on a phone, as on the
 * platform; nothing else may. A reader cannot see that a block scrolls, so the page marks
 * each block that does with a hint line above it. The hint is the page's, not the
 * article's: the copy script drops it.
 */

export const SCROLL_HINT_CSS = `
.scroll-hint { margin: 8px 0 -4px; color: #57606a; font: 12px/1.4 -apple-system, BlinkMacSystemFont, "Segoe UI", Arial, sans-serif; text-align: right; }
`;

/** Marks every block of an `.article` that is wider than its box and scrolls. */
export const SCROLL_HINT_SCRIPT = `
function markScrollers(root) {
  root.querySelectorAll('.article *').forEach(function (el) {
    if (el.scrollWidth <= el.clientWidth + 1) return;
    var overflow = getComputedStyle(el).overflowX;
    if (overflow !== 'auto' && overflow !== 'scroll') return;
    var target = el.tagName === 'CODE' && el.parentElement.tagName === 'PRE' ? el.parentElement : el;
    var before = target.previousElementSibling;
    if (before && before.classList.contains('scroll-hint')) return;
    var hint = document.createElement('p');
    hint.className = 'scroll-hint';
    hint.setAttribute('aria-hidden', 'true');
    hint.textContent = 'Wider than the screen: swipe sideways \\u2192';
    target.parentNode.insertBefore(hint, target);
  });
}
markScrollers(document);
`;
