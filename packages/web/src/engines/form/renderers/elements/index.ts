import type { JsonFormsRendererRegistryEntry } from '@jsonforms/core';
import { layoutEntry } from '../layouts/layout-entry';
import { ButtonElement } from './ButtonElement';
import { ChartElement } from './ChartElement';
import { HistoryCard } from './HistoryCard';
import { MapElement } from './map/MapElement';
import { PlanningElement } from './PlanningElement';

/** The documents and comments side tools do not exist yet: their cards render nothing until they do. */
const NotYetAvailable = () => null;

/** Product elements of SPEC §2 beyond layouts: Button, Chart, Map, Planning, CardHistory. */
export const elementEntries: JsonFormsRendererRegistryEntry[] = [
  layoutEntry('Button', ButtonElement),
  layoutEntry('Chart', ChartElement),
  layoutEntry('Map', MapElement),
  layoutEntry('Planning', PlanningElement),
  layoutEntry('CardHistory', HistoryCard),
  layoutEntry('CardAttachments', NotYetAvailable),
  layoutEntry('CardComments', NotYetAvailable),
];
