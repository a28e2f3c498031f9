// A build step of the app: pdf.js's viewer stylesheet kept to the note viewer. The sheet is
// written for pdf.js's own page, where it owns the document: it styles `.sidebar` and `.page`
// (names our layout uses too) and sets `color-scheme: light dark` on the root, which would turn a
// dark-mode phone's form controls dark across the app once a note has been opened. Every rule is
// scoped to `.pdf-viewer` (the note viewer's section), and its root colour scheme dropped; its
// custom properties stay on the root, where pdf.js's code also writes them.
import type { AtRule, Plugin as PostcssPlugin, Rule } from 'postcss';
import prefixSelector from 'postcss-prefix-selector';

const VIEWER_STYLESHEET = /pdfjs-dist[\\/]web[\\/]pdf_viewer\.css$/;
const SCOPE = '.pdf-viewer';

function isRootRule(rule: Rule | AtRule | undefined): boolean {
  return rule?.type === 'rule' && rule.selectors.every((selector) => selector.startsWith(':root'));
}

const withoutRootColorScheme: PostcssPlugin = {
  postcssPlugin: 'padanam-pdfjs-root-color-scheme',
  Declaration: {
    'color-scheme': (declaration) => {
      const isViewerSheet = VIEWER_STYLESHEET.test(declaration.source?.input.file ?? '');
      if (isViewerSheet && isRootRule(declaration.parent as Rule | undefined)) declaration.remove();
    },
  },
};

export function pdfjsViewerStyles(): PostcssPlugin[] {
  return [
    prefixSelector({
      prefix: SCOPE,
      includeFiles: [VIEWER_STYLESHEET],
      transform: (_prefix, selector, prefixedSelector) => (selector.startsWith(':root') ? selector : prefixedSelector),
    }) as PostcssPlugin,
    withoutRootColorScheme,
  ];
}
