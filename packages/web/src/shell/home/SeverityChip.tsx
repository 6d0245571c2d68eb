import type { IncidentSummary } from '@ossature/contract';
import { Chip } from '@mui/material';
import { contrastTextOn } from '../../ui/contrast-text';

/** An incident's severity as its option shows it: its label on its colour, in the colour's readable text. */
export function SeverityChip({ incident }: { incident: IncidentSummary }) {
  if (!incident.severity_label) return null;
  const color = incident.severity_color;
  return <Chip size="small" label={incident.severity_label} sx={color ? { bgcolor: color, color: contrastTextOn(color) } : undefined} />;
}
