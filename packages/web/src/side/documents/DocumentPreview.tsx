import { type DocumentFile, formatMessage, messages } from '@ossature/contract';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import { Alert, Box, CircularProgress, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { fetchFileBlob, fileUrl } from '../../files/stored-files';
import { previewKind } from './document-api';
import { PREVIEW_MAX_PAGES, drawPage, openPdf } from './pdf-pages';
import { ZOOM_START, canZoom, zoomed } from './zoom';

const text = messages.documentScreen;
const PAGES_PADDING = 8;

type Loaded = { kind: 'pdf'; pdf: PDFDocumentProxy } | { kind: 'image'; url: string } | { kind: 'failed' };

/** A PDF's pages, drawn again at each zoom and when the previewer's width changes. */
function PdfPages({ pdf, zoom, width }: { pdf: PDFDocumentProxy; zoom: number; width: number }) {
  const pages = Math.min(pdf.numPages, PREVIEW_MAX_PAGES);
  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      {Array.from({ length: pages }, (_, index) => (
        <PdfPage key={index} pdf={pdf} number={index + 1} count={pdf.numPages} zoom={zoom} width={width} />
      ))}
    </Stack>
  );
}

function PdfPage({ pdf, number, count, zoom, width }: { pdf: PDFDocumentProxy; number: number; count: number; zoom: number; width: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (canvas.current && width > 0) void drawPage(pdf, number, canvas.current, zoom, width).catch(() => undefined);
  }, [pdf, number, zoom, width]);
  return <canvas ref={canvas} role="img" aria-label={formatMessage(text.pageOf, { page: number, count })} style={{ boxShadow: '0 1px 4px rgba(0,0,0,.3)', background: '#fff' }} />;
}

/**
 * SPEC §4 'Previewer: loading, then pdf, image or generic file': the file fetched with the token, a PDF drawn by
 * pdf.js page by page, an image as it is, with zoom from 1 by steps of 0.3; any other type says to download it.
 */
export function DocumentPreview({ file, title, actions, height }: { file: DocumentFile; title: string; actions?: ReactNode; height: number | string }) {
  // What was loaded, for the file it was loaded for: another file shows the spinner until its own is there.
  const [fetched, setFetched] = useState<{ id: number; loaded: Loaded } | null>(null);
  const [zoom, setZoom] = useState(ZOOM_START);
  const kind = previewKind(file.mime_type);
  const loaded: Loaded | { kind: 'none' } | null = kind === null ? { kind: 'none' } : fetched?.id === file.id ? fetched.loaded : null;

  useEffect(() => {
    if (!kind) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    let pdf: PDFDocumentProxy | null = null;
    const show = (shown: Loaded) => setFetched({ id: file.id, loaded: shown });
    fetchFileBlob(fileUrl(file.id), controller.signal)
      .then(async (blob) => {
        if (kind === 'image') {
          objectUrl = URL.createObjectURL(blob);
          show({ kind: 'image', url: objectUrl });
        } else {
          pdf = await openPdf(await blob.arrayBuffer());
          if (controller.signal.aborted) void pdf.destroy();
          else show({ kind: 'pdf', pdf });
        }
      })
      .catch(() => {
        if (!controller.signal.aborted) show({ kind: 'failed' });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      void pdf?.destroy();
    };
  }, [file.id, kind]);

  // The width pages fill at zoom 1: the previewer's, less its padding (its scrollbar has a gutter of its own, so
  // a scrollbar appearing does not change it and cause another drawing).
  const pagesBox = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [naturalWidth, setNaturalWidth] = useState(0);
  useEffect(() => {
    const box = pagesBox.current;
    if (!box) return;
    const measure = () => setWidth(Math.max(0, box.clientWidth - PAGES_PADDING * 2));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  const zoomable = loaded?.kind === 'pdf' || loaded?.kind === 'image';
  return (
    <Box component="section" aria-label={formatMessage(text.preview, { title })}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, flexWrap: 'wrap', gap: 1 }}>
        {zoomable ? (
          <Stack direction="row" sx={{ alignItems: 'center' }}>
            <Tooltip title={text.zoomOut}>
              <span>
                <IconButton aria-label={text.zoomOut} disabled={!canZoom(zoom, -1)} onClick={() => setZoom((current) => zoomed(current, -1))}>
                  <ZoomOut />
                </IconButton>
              </span>
            </Tooltip>
            <Typography variant="body2" role="status" sx={{ minWidth: 90, textAlign: 'center' }}>
              {formatMessage(text.zoomLevel, { percent: Math.round(zoom * 100) })}
            </Typography>
            <Tooltip title={text.zoomIn}>
              <span>
                <IconButton aria-label={text.zoomIn} disabled={!canZoom(zoom, 1)} onClick={() => setZoom((current) => zoomed(current, 1))}>
                  <ZoomIn />
                </IconButton>
              </span>
            </Tooltip>
          </Stack>
        ) : (
          <span />
        )}
        <Stack direction="row">{actions}</Stack>
      </Stack>
      {/* Focusable, so that the keyboard scrolls a zoomed document too. */}
      <Box ref={pagesBox} tabIndex={0} role="group" aria-label={text.pages} className="document-preview-pages" sx={{ height, overflow: 'auto', scrollbarGutter: 'stable', bgcolor: 'grey.200', borderRadius: 1, p: `${PAGES_PADDING}px` }}>
        {loaded === null && <CircularProgress aria-label={text.previewLoading} sx={{ display: 'block', mx: 'auto', my: 4 }} />}
        {loaded?.kind === 'pdf' && <PdfPages pdf={loaded.pdf} zoom={zoom} width={width} />}
        {loaded?.kind === 'image' && (
          <Box
            component="img"
            src={loaded.url}
            alt={title}
            onLoad={(event) => setNaturalWidth(event.currentTarget.naturalWidth)}
            // At zoom 1 the image fits the previewer without being enlarged; each step widens it from there.
            sx={{ display: 'block', mx: 'auto', maxWidth: 'none', width: naturalWidth && width > 0 ? Math.min(naturalWidth, width) * zoom : '100%' }}
          />
        )}
        {loaded?.kind === 'none' && <Alert severity="info">{text.noPreview}</Alert>}
        {loaded?.kind === 'failed' && <Alert severity="error">{text.previewFailed}</Alert>}
      </Box>
    </Box>
  );
}
