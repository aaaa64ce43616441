/**
 * A picture-and-text post as the platform shows it: its pictures as one card to swipe
 * through (a scroll-snapped strip, so swiping works with no script at all), arrows and an
 * `n/N` counter, then the title. The page and the gallery both draw it; the script only
 * moves the strip and keeps the counter true.
 */
import { escapeHtml } from './escape.js';

export const CAROUSEL_CSS = `
.carousel { position: relative; background: #000; }
.carousel .slides { display: flex; overflow-x: auto; scroll-snap-type: x mandatory; scrollbar-width: none;
  aspect-ratio: 3 / 4; }
.carousel .slides::-webkit-scrollbar { display: none; }
.carousel .slide { flex: 0 0 100%; scroll-snap-align: center; display: flex; align-items: center; justify-content: center; }
.carousel .slide img { display: block; width: 100%; height: 100%; object-fit: contain; }
.carousel .count { position: absolute; top: 10px; right: 10px; padding: 2px 8px; border-radius: 10px;
  background: rgba(0,0,0,.55); color: #fff; font-size: 12px; }
.carousel button { position: absolute; top: 50%; transform: translateY(-50%); width: 32px; height: 32px; border: 0;
  border-radius: 50%; background: rgba(255,255,255,.8); color: #1f2328; font-size: 18px; line-height: 32px; cursor: pointer; padding: 0; }
.carousel .prev { left: 8px; } .carousel .next { right: 8px; }
.carousel button[disabled] { opacity: .3; cursor: default; }
.post-title { margin: 0; padding: 16px 16px 0; background: #fff; font-size: 20px; line-height: 1.4; color: rgba(0,0,0,.9); overflow-wrap: anywhere; }
`;

// The counter follows the strip, whichever way it moved (swipe, arrow, keyboard).
export const CAROUSEL_SCRIPT = `
document.querySelectorAll('.carousel').forEach(function (carousel) {
  var strip = carousel.querySelector('.slides');
  var count = carousel.querySelector('.count');
  var prev = carousel.querySelector('.prev');
  var next = carousel.querySelector('.next');
  var total = strip.children.length;
  function index() { return Math.round(strip.scrollLeft / Math.max(1, strip.clientWidth)); }
  function show() {
    var i = Math.min(total - 1, Math.max(0, index()));
    count.textContent = (i + 1) + '/' + total;
    prev.disabled = i === 0;
    next.disabled = i === total - 1;
  }
  function go(step) { strip.scrollTo({ left: (index() + step) * strip.clientWidth, behavior: 'smooth' }); }
  prev.addEventListener('click', function () { go(-1); });
  next.addEventListener('click', function () { go(1); });
  strip.addEventListener('scroll', show, { passive: true });
  carousel.addEventListener('keydown', function (event) {
    if (event.key === 'ArrowLeft') go(-1);
    if (event.key === 'ArrowRight') go(1);
  });
  show();
});
`;

/** The pictures as a carousel followed by the post's title; nothing without pictures. */
export function carouselHtml(sources: readonly string[], title: string): string {
  if (sources.length === 0) return '';
  const slides = sources
    .map(
      (src, i) =>
        `<div class="slide"><img src="${escapeHtml(src)}" alt="Picture ${i + 1} of ${sources.length}"></div>`,
    )
    .join('');
  return [
    '<section class="carousel" aria-label="Pictures" tabindex="0">',
    `<div class="slides">${slides}</div>`,
    `<span class="count" aria-live="polite">1/${sources.length}</span>`,
    '<button type="button" class="prev" aria-label="Previous picture" disabled>&#8249;</button>',
    `<button type="button" class="next" aria-label="Next picture"${sources.length === 1 ? ' disabled' : ''}>&#8250;</button>`,
    '</section>',
    `<h1 class="post-title">${escapeHtml(title)}</h1>`,
  ].join('');
}
