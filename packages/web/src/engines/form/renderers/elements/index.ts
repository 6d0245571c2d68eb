import type { JsonFormsRendererRegistryEntry } from '@jsonforms/core';
import { layoutEntry } from '../layouts/layout-entry';
import { ButtonElement } from './ButtonElement';
import { lazyRenderer } from '../lazy-renderer';
import { CommentsCard } from './CommentsCard';
import { HistoryCard } from './HistoryCard';
import { MapElement } from './map/MapElement';
import { PlanningElement } from './PlanningElement';

/** Charts (MUI X) load with the first form that shows one. */
const ChartElement = lazyRenderer(() => import('./ChartElement').then((module) => module.ChartElement));

/** The documents side tool does not exist yet: its card renders nothing until it does. */
const NotYetAvailable = () => null;

/** Product elements of SPEC §2 beyond layouts: Button, Chart, Map, Planning, CardHistory, CardComments. */
export const elementEntries: JsonFormsRendererRegistryEntry[] = [
  layoutEntry('Button', ButtonElement),
  layoutEntry('Chart', ChartElement),
  layoutEntry('Map', MapElement),
  layoutEntry('Planning', PlanningElement),
  layoutEntry('CardHistory', HistoryCard),
  layoutEntry('CardAttachments', NotYetAvailable),
  layoutEntry('CardComments', CommentsCard),
];
