// Element.scrollIntoView, tolerant of environments without it (jsdom in tests).

export function scrollIntoViewIfSupported(
  element: Element | null,
  options: ScrollIntoViewOptions = { block: 'start' },
) {
  if (element && typeof element.scrollIntoView === 'function') element.scrollIntoView(options);
}
