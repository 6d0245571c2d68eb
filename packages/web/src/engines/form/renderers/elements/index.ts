import type { JsonFormsRendererRegistryEntry } from '@jsonforms/core';
import { layoutEntry } from '../layouts/layout-entry';
import { ButtonElement } from './ButtonElement';
import { lazyRenderer } from '../lazy-renderer';
import { AttachmentsCard } from './AttachmentsCard';
import { CommentsCard } from './CommentsCard';
import { HistoryCard } from './HistoryCard';
import { MapElement } from './map/MapElement';
import { PlanningElement } from './PlanningElement';

/** Charts (MUI X) load with the first form that shows one. */
const ChartElement = lazyRenderer(() => import('./ChartElement').then((module) => module.ChartElement));

/** Product elements of SPEC §2 beyond layouts: Button, Chart, Map, Planning, CardHistory, CardComments, CardAttachments. */
export const elementEntries: JsonFormsRendererRegistryEntry[] = [
  layoutEntry('Button', ButtonElement),
  layoutEntry('Chart', ChartElement),
  layoutEntry('Map', MapElement),
  layoutEntry('Planning', PlanningElement),
  layoutEntry('CardHistory', HistoryCard),
  layoutEntry('CardAttachments', AttachmentsCard),
  layoutEntry('CardComments', CommentsCard),
];
