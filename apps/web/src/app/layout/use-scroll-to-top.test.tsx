import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollToTopOnRouteChange } from './use-scroll-to-top';

function Layout() {
  useScrollToTopOnRouteChange();
  return <Outlet />;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ element: <Layout />, children: ['/a', '/b', '/c'].map((page) => ({ path: page, element: <p>{page}</p> })) }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('scrolling to the top on a route change', () => {
  const scrollTo = vi.fn();
  beforeEach(() => {
    scrollTo.mockClear();
    vi.stubGlobal('scrollTo', scrollTo);
  });

  it('leaves the document’s first page where the browser put it, then scrolls on every change of page', async () => {
    const router = renderAt('/a');
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/b'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('scrolls when a layout mounting anew shows another page than the last one, and not for the same page', async () => {
    const router = renderAt('/b');
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/c'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
