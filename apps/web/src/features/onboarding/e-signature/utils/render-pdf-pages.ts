import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
// Vite bundles the worker with the app and hands back its URL: no CDN, same origin (the CSP allows it).
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Each page of a PDF drawn to a PNG data URL, wide enough to stay sharp at the editor's size. */
export async function renderPdfPages(bytes: ArrayBuffer, width = 1200): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  try {
    const images: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width });
      const canvas = window.document.createElement('canvas');
      canvas.width = Math.round(viewport.width);
      canvas.height = Math.round(viewport.height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No canvas');
      await page.render({ canvasContext: context, viewport }).promise;
      images.push(canvas.toDataURL('image/png'));
    }
    return images;
  } finally {
    await document.destroy();
  }
}
