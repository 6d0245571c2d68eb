import { messages } from '@ossature/contract';
import { Box, Button, FormControl, FormHelperText, FormLabel, Typography } from '@mui/material';
import SignaturePad from 'signature_pad';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { FieldProps } from '../../field-entry';

const text = messages.formRich;

/** SPEC §9: a signature is saved as a PNG data URL. */
export const SIGNATURE_MIME_TYPE = 'image/png';
const PAD_HEIGHT = 180;

/** The value a signature pad gives: its drawing as a PNG data URL, or null when nothing is drawn. */
export const signatureValue = (pad: Pick<SignaturePad, 'isEmpty' | 'toDataURL'>): string | null =>
  pad.isEmpty() ? null : pad.toDataURL(SIGNATURE_MIME_TYPE);

/** Draws a stored signature on the pad, at the canvas's scale. */
function show(pad: SignaturePad, value: string | null) {
  pad.clear();
  if (value) void pad.fromDataURL(value);
}

/** signature kind (signature_pad 5): drawn with the mouse, a finger or a pen; read-only shows the image. */
export function SignatureField({ property, value, error, readOnly, onChange, id }: FieldProps) {
  const signature = typeof value === 'string' && value !== '' ? value : null;
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  // What the pad last gave: a value coming back from the form that equals it is not drawn again.
  const drawn = useRef<string | null>(signature);
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    const element = canvas.current;
    if (readOnly || !element) return;
    // A sharp drawing on dense screens: the canvas holds device pixels, the pad draws in CSS pixels.
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    element.width = element.offsetWidth * ratio;
    element.height = element.offsetHeight * ratio;
    element.getContext('2d')?.scale(ratio, ratio);
    const created = new SignaturePad(element);
    show(created, drawn.current);
    created.addEventListener('endStroke', () => {
      drawn.current = signatureValue(created);
      onChangeRef.current(drawn.current);
    });
    pad.current = created;
    return () => {
      created.off();
      pad.current = null;
    };
  }, [readOnly]);

  useEffect(() => {
    if (signature === drawn.current) return;
    drawn.current = signature;
    if (pad.current) show(pad.current, signature);
  }, [signature]);

  const labelId = `${id}-label`;
  return (
    <FormControl fullWidth error={Boolean(error)} required={property.required}>
      <FormLabel id={labelId} sx={{ mb: 0.5 }}>
        {property.label}
      </FormLabel>
      {readOnly ? (
        signature ? (
          <Box component="img" src={signature} alt={`${text.signatureImage} — ${property.label}`} sx={{ maxWidth: 480, width: '100%', border: 1, borderColor: 'divider' }} />
        ) : (
          <Typography color="text.secondary">—</Typography>
        )
      ) : (
        <>
          <Box
            component="canvas"
            ref={canvas}
            id={id}
            aria-labelledby={labelId}
            aria-description={text.signaturePad}
            sx={{ width: '100%', maxWidth: 480, height: PAD_HEIGHT, border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1, touchAction: 'none', bgcolor: '#fff' }}
          />
          <Box>
            <Button
              size="small"
              onClick={() => {
                pad.current?.clear();
                drawn.current = null;
                onChange(null);
              }}
            >
              {text.signatureClear}
            </Button>
          </Box>
        </>
      )}
      {(error ?? property.helperText) && <FormHelperText>{error ?? property.helperText}</FormHelperText>}
    </FormControl>
  );
}
