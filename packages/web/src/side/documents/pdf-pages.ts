import type { PDFDocumentProxy } from 'pdfjs-dist';

/** The pages a preview draws at most: a longer document is downloaded to be read whole. */
export const PREVIEW_MAX_PAGES = 30;

/**
 * pdf.js, loaded with the first PDF previewed (it is large), its worker served by this app (the CSP allows only this
 * origin's scripts) and without eval.
 */
async function pdfjs() {
  const [library, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  library.GlobalWorkerOptions.workerSrc = worker.default;
  return library;
}

export async function openPdf(bytes: ArrayBuffer): Promise<PDFDocumentProxy> {
  const { getDocument } = await pdfjs();
  return getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
}

/**
 * Draws one page on a canvas, sharp on high-density screens: at zoom 1 the page fills `width` pixels (the previewer's
 * width), and each zoom step widens it from there.
 */
export async function drawPage(pdf: PDFDocumentProxy, pageNumber: number, canvas: HTMLCanvasElement, zoom: number, width: number): Promise<void> {
  const page = await pdf.getPage(pageNumber);
  const natural = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: (zoom * width) / natural.width });
  const density = window.devicePixelRatio || 1;
  canvas.width = Math.floor(viewport.width * density);
  canvas.height = Math.floor(viewport.height * density);
  canvas.style.width = `${Math.floor(viewport.width)}px`;
  canvas.style.height = `${Math.floor(viewport.height)}px`;
  await page.render({ canvas, viewport, transform: density === 1 ? undefined : [density, 0, 0, density, 0, 0] }).promise;
}
