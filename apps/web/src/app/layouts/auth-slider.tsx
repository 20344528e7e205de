import { useEffect, useState } from 'react';
import { Box, ButtonBase, Typography } from '@mui/material';

// Five module blurbs, looping and autoplaying (spec section 1).
export const SLIDES = [
  {
    title: 'Recruiting',
    text: 'Post jobs to your careers page and job boards, move candidates through every stage and hire with confidence.',
  },
  {
    title: 'Onboarding',
    text: 'Welcome new hires with tasks, documents and e-signatures ready before day one.',
  },
  { title: 'Performance', text: '1-on-1s, feedback, goals and reviews that help every person grow.' },
  { title: 'BuzzHR', text: 'Announcements and HR conversations that reach the whole company.' },
  { title: 'ClockLog', text: 'Work hours and attendance, recorded simply and reported clearly.' },
] as const;

export const SLIDE_INTERVAL_MS = 5000;

/**
 * The slides cross-fade in place (one grid cell), so the loop has no seam. A carousel library would
 * add ~9 KB gzipped to the sign-in page for five lines of text (issue 3's budget). The rotation
 * pauses while the pointer or the focus is on it (WCAG 2.2.2), and the dots pick a slide.
 */
export function AuthSlider() {
  const [selected, setSelected] = useState(0);
  const [isPaused, setIsPaused] = useState(false);

  useEffect(() => {
    if (isPaused) return;
    const timer = window.setInterval(
      () => setSelected((index) => (index + 1) % SLIDES.length),
      SLIDE_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [isPaused, selected]);

  return (
    <Box
      aria-roledescription="carousel"
      aria-label="Atrium modules"
      onMouseEnter={() => setIsPaused(true)}
      onMouseLeave={() => setIsPaused(false)}
      onFocus={() => setIsPaused(true)}
      onBlur={() => setIsPaused(false)}
    >
      <Box aria-live={isPaused ? 'polite' : 'off'} sx={{ display: 'grid' }}>
        {SLIDES.map((slide, index) => (
          <Box
            key={slide.title}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${SLIDES.length}`}
            aria-hidden={index !== selected}
            sx={{
              gridArea: '1 / 1',
              px: 1,
              opacity: index === selected ? 1 : 0,
              visibility: index === selected ? 'visible' : 'hidden',
              transition: 'opacity 500ms, visibility 500ms',
              '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
            }}
          >
            <Typography variant="h5" component="p" sx={{ color: 'common.white', mb: 1.5 }}>
              {slide.title}
            </Typography>
            <Typography sx={{ color: 'rgba(255,255,255,0.85)', fontSize: 17, lineHeight: 1.6 }}>
              {slide.text}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 3, px: 1 }}>
        {SLIDES.map((slide, index) => (
          <ButtonBase
            key={slide.title}
            onClick={() => setSelected(index)}
            aria-label={`Show ${slide.title}`}
            aria-current={index === selected}
            sx={{
              width: index === selected ? 28 : 10,
              height: 10,
              borderRadius: 5,
              bgcolor: index === selected ? 'common.white' : 'rgba(255,255,255,0.45)',
              transition: 'width 200ms',
            }}
          />
        ))}
      </Box>
    </Box>
  );
}
