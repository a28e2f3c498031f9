/**
 * KaTeX and its stylesheet, loaded only when a text has math (a chunk of its own, so no screen
 * without math pays for it). `katex.render` builds DOM nodes and sets their styles through the
 * DOM, which our Content Security Policy allows; `renderToString` would need inline style
 * attributes, which it forbids.
 */
import katex from 'katex';
import 'katex/dist/katex.min.css';

export function renderMath(element: HTMLElement, tex: string, display: boolean): void {
  katex.render(tex, element, {
    displayMode: display,
    // A teacher's typo shows the TeX in red instead of breaking the question.
    throwOnError: false,
    // No \href, \url, \includegraphics or raw HTML from a question's text.
    trust: false,
    strict: 'ignore',
    maxSize: 20,
    maxExpand: 500,
  });
}
