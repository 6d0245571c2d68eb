import { type ChartData, messages } from '@ossature/contract';
import { Alert, Box, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useEffect, useState } from 'react';
import { formApi } from '../../form-api';
import { useFormScope } from '../../view/form-scope';
import type { LayoutElementProps } from '../layouts/layout-entry';

/** SPEC §2: a chart is 65vh high. */
const CHART_HEIGHT = '65vh';

function ChartView({ data }: { data: ChartData }) {
  if (data.kind === 'pie') {
    const values = data.series[0]?.data ?? [];
    return <PieChart series={[{ data: data.labels.map((label, index) => ({ id: index, label, value: values[index] ?? 0 })) }]} />;
  }
  const series = data.series.map((serie) => ({ label: serie.name, data: serie.data }));
  if (data.kind === 'line') return <LineChart xAxis={[{ scaleType: 'point', data: data.labels }]} series={series} />;
  return <BarChart xAxis={[{ scaleType: 'band', data: data.labels }]} series={series} />;
}

/** What a request gave, for the request it answered: a newer request shows as loading until it answers. */
type Loaded = { request: string } & ({ status: 'failed' } | { status: 'ready'; data: ChartData });

/**
 * A chart of a record: its data is fetched when the chart is shown (GET /proxy/form/chart/…), 'Graphique en cours de
 * chargement ..' meanwhile. A new record has nothing to chart yet.
 */
export function ChartPanel({ form, identifier, chart, label }: { form: string; identifier: number | null; chart: string; label?: string }) {
  const request = `${form}/${identifier}/${chart}`;
  const [answer, setAnswer] = useState<Loaded | null>(null);
  useEffect(() => {
    if (identifier === null) return;
    const controller = new AbortController();
    const answered = `${form}/${identifier}/${chart}`;
    formApi
      .chart(form, identifier, chart, controller.signal)
      .then((data) => setAnswer({ request: answered, status: 'ready', data }))
      .catch(() => !controller.signal.aborted && setAnswer({ request: answered, status: 'failed' }));
    return () => controller.abort();
  }, [form, identifier, chart]);
  const loaded = answer?.request === request ? answer : { status: 'loading' as const };
  if (identifier === null) return null;
  return (
    <Box component="figure" aria-label={label} sx={{ m: 0 }}>
      {label && (
        <Typography component="figcaption" variant="subtitle1" fontWeight={600} sx={{ mb: 1 }}>
          {label}
        </Typography>
      )}
      {loaded.status === 'loading' && <Typography color="text.secondary">{messages.formScreen.chartLoading}</Typography>}
      {loaded.status === 'failed' && <Alert severity="error">{messages.formScreen.dataFetchFailed}</Alert>}
      {loaded.status === 'ready' && (
        <Box sx={{ height: CHART_HEIGHT, width: '100%' }}>
          <ChartView data={loaded.data} />
        </Box>
      )}
    </Box>
  );
}

export function ChartElement({ element }: LayoutElementProps) {
  const { form } = useFormScope();
  const description = form.state.description!;
  if (!element.name) return null;
  return <ChartPanel form={form.name} identifier={description.identifier} chart={element.name} label={element.label} />;
}
