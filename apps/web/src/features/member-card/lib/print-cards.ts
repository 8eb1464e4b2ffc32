/**
 * Prints the cards of the page, or only `target` (one card's Print button). The print stylesheet
 * (components/print.module.css) reads the marks set here; they go away once printing is over.
 */
export function printCards(target?: HTMLElement | null): void {
  const root = document.documentElement;
  for (const marked of document.querySelectorAll('[data-print-target]')) marked.removeAttribute('data-print-target');
  if (target) {
    target.setAttribute('data-print-target', '');
    root.setAttribute('data-print-one', '');
  } else {
    root.removeAttribute('data-print-one');
  }
  window.addEventListener(
    'afterprint',
    () => {
      root.removeAttribute('data-print-one');
      target?.removeAttribute('data-print-target');
    },
    { once: true },
  );
  window.print();
}
