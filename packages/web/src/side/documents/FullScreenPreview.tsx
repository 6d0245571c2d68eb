import { type DocumentFile, messages } from '@ossature/contract';
import Close from '@mui/icons-material/Close';
import Download from '@mui/icons-material/Download';
import Print from '@mui/icons-material/Print';
import { Box, Button, Dialog, GlobalStyles, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useId } from 'react';
import { DocumentPreview } from './DocumentPreview';

const text = messages.documentScreen;
const PRINTING = 'printing-document';

/** Only the previewed pages go to the printer: the rest of the page, and the previewer's own controls, stay off paper. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        [`body.${PRINTING} > *:not(.document-print-root)`]: { display: 'none !important' },
        '.document-print-root .document-print-hidden': { display: 'none !important' },
        '.document-print-root .document-preview-pages': { height: 'auto !important', overflow: 'visible !important', background: 'none !important' },
      },
    }}
  />
);

function printPages() {
  document.body.classList.add(PRINTING);
  window.addEventListener('afterprint', () => document.body.classList.remove(PRINTING), { once: true });
  window.print();
}

/** SPEC §2 previewer, full screen: the document with its zoom, 'Imprimer', 'Télécharger' and 'Fermer'. */
export function FullScreenPreview({ file, title, onDownload, onClose }: { file: DocumentFile; title: string; onDownload(): void; onClose(): void }) {
  const titleId = useId();
  return (
    <Dialog open fullScreen onClose={onClose} aria-labelledby={titleId} className="document-print-root">
      {printStyles}
      <Box sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column' }}>
        <Stack direction="row" className="document-print-hidden" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography id={titleId} variant="h6" component="h2" noWrap>
            {title}
          </Typography>
          <Tooltip title={text.close}>
            <IconButton aria-label={text.close} onClick={onClose}>
              <Close />
            </IconButton>
          </Tooltip>
        </Stack>
        <Box sx={{ flex: 1, minHeight: 0 }}>
          <DocumentPreview
            file={file}
            title={title}
            height="calc(100vh - 140px)"
            actions={
              <Box className="document-print-hidden" sx={{ display: 'flex', gap: 1 }}>
                <Button startIcon={<Print />} onClick={printPages}>
                  {text.print}
                </Button>
                <Button startIcon={<Download />} onClick={onDownload}>
                  {text.download}
                </Button>
              </Box>
            }
          />
        </Box>
      </Box>
    </Dialog>
  );
}
