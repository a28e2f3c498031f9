import { act, renderHook } from '@testing-library/react';
import type { EmblaCarouselType } from 'embla-carousel';
import type { FocusEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useHeroAutoplay } from './use-hero-autoplay';

// jsdom cannot run Embla; a stand-in with the autoplay plugin's play/stop and Embla's events.
function makeEmblaApi() {
  const autoplay = { play: vi.fn(), stop: vi.fn() };
  const listeners = new Map<string, () => void>();
  const emblaApi = {
    plugins: () => ({ autoplay }),
    on: vi.fn((event: string, listener: () => void) => {
      listeners.set(event, listener);
      return emblaApi;
    }),
    off: vi.fn((event: string) => {
      listeners.delete(event);
      return emblaApi;
    }),
  };
  return {
    autoplay,
    emblaApi: emblaApi as unknown as EmblaCarouselType,
    release: () => listeners.get('pointerUp')?.(),
    reInit: () => listeners.get('reInit')?.(),
  };
}

function blurTo(relatedTarget: Element | null) {
  const root = document.createElement('section');
  return { currentTarget: root, relatedTarget } as unknown as FocusEvent<HTMLElement>;
}

describe('useHeroAutoplay', () => {
  it('plays by default, pauses while hovered and resumes after', () => {
    const { emblaApi, autoplay } = makeEmblaApi();
    const { result } = renderHook(() => useHeroAutoplay(emblaApi, false));
    expect(autoplay.play).toHaveBeenLastCalledWith(false);

    act(() => result.current.pauseTriggers.onMouseEnter());
    expect(autoplay.stop).toHaveBeenCalledTimes(1);
    act(() => result.current.pauseTriggers.onMouseLeave());
    expect(autoplay.play).toHaveBeenCalledTimes(2);
  });

  it('pauses while focus is inside and resumes when it leaves', () => {
    const { emblaApi, autoplay } = makeEmblaApi();
    const { result } = renderHook(() => useHeroAutoplay(emblaApi, false));
    act(() => result.current.pauseTriggers.onFocus());
    expect(autoplay.stop).toHaveBeenCalledTimes(1);
    act(() => result.current.pauseTriggers.onBlur(blurTo(document.body)));
    expect(autoplay.play).toHaveBeenCalledTimes(2);
  });

  it('stays paused once the student pauses it, even after hover or a drag', () => {
    const { emblaApi, autoplay, release } = makeEmblaApi();
    const { result } = renderHook(() => useHeroAutoplay(emblaApi, false));
    act(() => result.current.toggle());
    expect(result.current.isSwitchedOn).toBe(false);
    expect(autoplay.stop).toHaveBeenCalled();

    const playsSoFar = autoplay.play.mock.calls.length;
    act(() => result.current.pauseTriggers.onMouseEnter());
    act(() => result.current.pauseTriggers.onMouseLeave());
    act(() => release());
    expect(autoplay.play).toHaveBeenCalledTimes(playsSoFar);
  });

  it('picks up again after a drag while switched on', () => {
    const { emblaApi, autoplay, release } = makeEmblaApi();
    renderHook(() => useHeroAutoplay(emblaApi, false));
    act(() => release());
    expect(autoplay.play).toHaveBeenCalledTimes(2);
  });

  it('starts again after Embla re-creates its plugins on a resize, unless paused', () => {
    const { emblaApi, autoplay, reInit } = makeEmblaApi();
    const { result } = renderHook(() => useHeroAutoplay(emblaApi, false));
    act(() => reInit());
    expect(autoplay.play).toHaveBeenCalledTimes(2);

    act(() => result.current.toggle());
    const playsSoFar = autoplay.play.mock.calls.length;
    act(() => reInit());
    expect(autoplay.play).toHaveBeenCalledTimes(playsSoFar);
  });

  it('starts paused for reduced motion, and jumps instead of sliding when played', () => {
    const { emblaApi, autoplay } = makeEmblaApi();
    const { result } = renderHook(() => useHeroAutoplay(emblaApi, true));
    expect(result.current.isSwitchedOn).toBe(false);
    expect(autoplay.play).not.toHaveBeenCalled();

    act(() => result.current.toggle());
    expect(autoplay.play).toHaveBeenLastCalledWith(true);
  });

  it('does nothing while the carousel is inactive', () => {
    const { result } = renderHook(() => useHeroAutoplay(undefined, false));
    expect(result.current.isSwitchedOn).toBe(true);
  });
});
