import { LocalizationProvider } from '@mui/x-date-pickers';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { frFR } from '@mui/x-date-pickers/locales';
import { fr } from 'date-fns/locale';
import type { ReactNode } from 'react';

const localeText = frFR.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * Pickers in French: date-fns 4 (MUI X 8's AdapterDateFns covers v3 and v4) with the fr locale for month and day
 * names, and MUI X's French texts for the field placeholders (JJ/MM/AAAA) and the buttons.
 */
export function FrenchPickers({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={fr} localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}
