import { useCallback, useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
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

export function AuthSlider() {
  const [emblaRef, embla] = useEmblaCarousel({ loop: true }, [
    Autoplay({ delay: 5000, stopOnInteraction: false }),
  ]);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  const goTo = useCallback((index: number) => embla?.scrollTo(index), [embla]);

  return (
    <Box aria-roledescription="carousel" aria-label="Atrium modules">
      <Box ref={emblaRef} sx={{ overflow: 'hidden' }}>
        <Box sx={{ display: 'flex' }}>
          {SLIDES.map((slide, index) => (
            <Box
              key={slide.title}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${SLIDES.length}`}
              sx={{ flex: '0 0 100%', minWidth: 0, px: 1 }}
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
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 3, px: 1 }}>
        {SLIDES.map((slide, index) => (
          <ButtonBase
            key={slide.title}
            onClick={() => goTo(index)}
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
