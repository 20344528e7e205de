import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthSlider, SLIDE_INTERVAL_MS, SLIDES } from './auth-slider';

const current = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .findIndex((slide) => slide.getAttribute('aria-hidden') === 'false');
const currentDot = () =>
  screen.getAllByRole('button').findIndex((dot) => dot.getAttribute('aria-current') === 'true');

describe('AuthSlider', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves to the next module every 5 seconds and loops back to the first', () => {
    render(<AuthSlider />);
    expect(current()).toBe(0);
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(current()).toBe(1);
    expect(currentDot()).toBe(1);
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * (SLIDES.length - 1)));
    expect(current()).toBe(0);
  });

  it('stays put while the pointer is on it, and goes on when it leaves', () => {
    render(<AuthSlider />);
    const carousel = screen.getByLabelText('Atrium modules');
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 3));
    expect(current()).toBe(0);
    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(current()).toBe(1);
  });

  it('shows the module whose dot is pressed, and pauses while a dot has the focus', () => {
    render(<AuthSlider />);
    const dot = screen.getByRole('button', { name: `Show ${SLIDES[3].title}` });
    act(() => dot.focus());
    fireEvent.click(dot);
    expect(current()).toBe(3);
    expect(screen.getByText(SLIDES[3].text)).toBeVisible();
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(current()).toBe(3);
  });
});
