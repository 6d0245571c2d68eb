import { type FormResponse, formatMessage, messages } from '@ossature/contract';
import { Typography } from '@mui/material';
import { format } from 'date-fns';

const when = (iso: string) => format(new Date(iso), "dd/MM/yyyy 'à' HH:mm");

/**
 * Under a saved record: who created it and who changed it last, and when (SPEC §3 Form state footer_history). The
 * history drawer tells the rest.
 */
export function FooterHistory({ footer }: { footer: NonNullable<FormResponse['footer_history']> }) {
  const text = messages.formScreen;
  const created = formatMessage(text.footerCreated, { date: when(footer.created_at), user: footer.created_by });
  const changed = footer.updated_at === footer.created_at ? null : formatMessage(text.footerUpdated, { date: when(footer.updated_at), user: footer.updated_by });
  return (
    <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 1, textAlign: 'right' }} data-testid="footer-history">
      {changed ? `${created} · ${changed}` : created}
    </Typography>
  );
}
