import { getContrastRatio } from '@mui/material/styles';

const WHITE = '#fff';
const BLACK = '#000';

/**
 * White or black, whichever reads better on `background`: options bring their own colours (a status in light green
 * reads 2.5:1 in white, far below WCAG's 4.5:1).
 */
export function contrastTextOn(background: string): string {
  try {
    return getContrastRatio(background, WHITE) >= getContrastRatio(background, BLACK) ? WHITE : BLACK;
  } catch {
    // A colour MUI cannot measure (a CSS colour name): white, the usual text on a status colour.
    return WHITE;
  }
}
