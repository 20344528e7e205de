import { useEffect, useState } from 'react';
import { useFetchPdf } from './use-fetch-pdf';

export interface PdfImages {
  /** The pages as images; null while loading or when they cannot be drawn here. */
  images: string[] | null;
  isLoading: boolean;
  /** The PDF could not be fetched (the error to show), or drawn (then the page boxes stay blank). */
  error: unknown;
}

// Drawing needs a real canvas (jsdom has none): without one the pages are blank boxes of the
// right size, so the fields can still be placed and filled.
const canDraw = () => typeof window !== 'undefined' && 'DOMMatrix' in window;

/** Fetches a PDF through the API (with the session's token) and draws its pages with pdf.js. */
export function usePdfImages(url: string | null): PdfImages {
  const fetchPdf = useFetchPdf();
  const [state, setState] = useState<PdfImages>({ images: null, isLoading: Boolean(url), error: null });
  useEffect(() => {
    if (!url) return;
    let isCurrent = true;
    setState({ images: null, isLoading: true, error: null });
    void (async () => {
      try {
        const blob = await fetchPdf(url);
        if (!canDraw()) {
          if (isCurrent) setState({ images: null, isLoading: false, error: null });
          return;
        }
        const { renderPdfPages } = await import('../utils/render-pdf-pages');
        const images = await renderPdfPages(await blob.arrayBuffer());
        if (isCurrent) setState({ images, isLoading: false, error: null });
      } catch (error) {
        if (isCurrent) setState({ images: null, isLoading: false, error });
      }
    })();
    return () => {
      isCurrent = false;
    };
  }, [url, fetchPdf]);
  return state;
}
