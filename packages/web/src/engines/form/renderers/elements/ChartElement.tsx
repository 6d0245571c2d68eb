import { type ChartData, messages } from '@ossature/contract';
import { Alert, Box, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useQuery } from '@tanstack/react-query';
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

/**
 * A chart of a record: its data is fetched when the chart is shown (GET /proxy/form/chart/…), 'Graphique en cours de
 * chargement ..' meanwhile. A new record has nothing to chart yet.
 */
export function ChartPanel({ form, identifier, chart, label }: { form: string; identifier: number | null; chart: string; label?: string }) {
  // A record's chart per key: another record's or chart's shows as loading until it answers.
  const loaded = useQuery({
    queryKey: ['form-chart', form, identifier, chart],
    queryFn: ({ signal }) => formApi.chart(form, identifier!, chart, signal),
    enabled: identifier !== null,
  });
  if (identifier === null) return null;
  return (
    <Box component="figure" aria-label={label} sx={{ m: 0 }}>
      {label && (
        <Typography component="figcaption" variant="subtitle1" fontWeight={600} sx={{ mb: 1 }}>
          {label}
        </Typography>
      )}
      {loaded.isPending && <Typography color="text.secondary">{messages.formScreen.chartLoading}</Typography>}
      {loaded.isError && <Alert severity="error">{messages.formScreen.dataFetchFailed}</Alert>}
      {loaded.isSuccess && (
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
