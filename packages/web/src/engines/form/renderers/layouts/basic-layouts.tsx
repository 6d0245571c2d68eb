import { Accordion, AccordionDetails, AccordionSummary, Box, Card, CardContent, CardHeader, Divider, Stack, Typography } from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useState } from 'react';
import { safeHtml } from '../../../../html/safe-html';
import { type LayoutElementProps, layoutEntry } from './layout-entry';

/** SPEC §9 layout spacing: horizontal 4, vertical 2. */
const HORIZONTAL_SPACING = 4;
const VERTICAL_SPACING = 2;

function VerticalLayout({ children }: LayoutElementProps) {
  return <Stack spacing={VERTICAL_SPACING}>{children}</Stack>;
}

/** Side by side on wide screens, one under the other on narrow ones. */
function HorizontalLayout({ children }: LayoutElementProps) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: VERTICAL_SPACING, md: HORIZONTAL_SPACING }} sx={{ '& > *': { flex: 1, minWidth: 0 } }}>
      {children}
    </Stack>
  );
}

function DividerElement({ element }: LayoutElementProps) {
  return element.label ? <Divider textAlign="left">{element.label}</Divider> : <Divider />;
}

function CardElement({ element, children }: LayoutElementProps) {
  return (
    <Card variant="outlined">
      {element.label && <CardHeader title={element.label} slotProps={{ title: { variant: 'subtitle1', fontWeight: 600 } }} />}
      <CardContent>
        <Stack spacing={VERTICAL_SPACING}>{children}</Stack>
      </CardContent>
    </Card>
  );
}

/** A section that unfolds; its content is mounted only once unfolded (large forms stay light). */
function ExpansionElement({ element, childElements, renderChild }: LayoutElementProps) {
  const [opened, setOpened] = useState(false);
  return (
    <Accordion disableGutters variant="outlined" onChange={(_event, expanded) => expanded && setOpened(true)}>
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Typography fontWeight={600}>{element.label}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        {opened && <Stack spacing={VERTICAL_SPACING}>{childElements.map((child, index) => renderChild(child, index))}</Stack>}
      </AccordionDetails>
    </Accordion>
  );
}

/** Static HTML of the module's definition, purified all the same. */
function ContentElement({ element }: LayoutElementProps) {
  return <Box sx={{ typography: 'body2', '& p': { my: 1 } }} dangerouslySetInnerHTML={safeHtml(String(element.options?.html ?? ''))} />;
}

export const basicLayoutEntries = [
  layoutEntry('VerticalLayout', VerticalLayout),
  layoutEntry('HorizontalLayout', HorizontalLayout),
  layoutEntry('Divider', DividerElement),
  layoutEntry('Card', CardElement),
  layoutEntry('Expansion', ExpansionElement),
  layoutEntry('Content', ContentElement),
];
