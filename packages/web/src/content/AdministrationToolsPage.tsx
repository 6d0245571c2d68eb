import { type AdministrationTools, messages } from '@ossature/contract';
import { Alert, Box, Card, CardContent, CardHeader, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { useEffect, useState } from 'react';
import { ApiRequestError, apiRequest } from '../api/api-client';
import { LoadingScreen } from '../shell/LoadingScreen';

const text = messages.administration;
const databaseNames = { sqlite: text.databaseSqlite, postgres: text.databasePostgres } as const;

/** /content/administration_tools — super admins: version, organisations and the error reports of the screen. */
export default function AdministrationToolsPage() {
  const [tools, setTools] = useState<AdministrationTools | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    apiRequest<AdministrationTools>('GET', '/api-internal/administration/tools', { signal: controller.signal })
      .then(setTools)
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(failure instanceof ApiRequestError && failure.status === 403 ? failure.message : messages.shell.dataFetchFailed);
      });
    return () => controller.abort();
  }, []);

  if (error) return <Alert severity="error">{error}</Alert>;
  if (!tools) return <LoadingScreen />;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography variant="h4" component="h1">
        {text.toolsTitle}
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Typography>
            {text.version} : <strong>{tools.app_version}</strong> — {text.database} : <strong>{databaseNames[tools.database]}</strong>
          </Typography>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardHeader title={text.clients} />
        <Table size="small" aria-label={text.clients}>
          <TableHead>
            <TableRow>
              <TableCell>{text.name}</TableCell>
              <TableCell>{text.code}</TableCell>
              <TableCell align="right">{text.users}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {tools.clients.map((client) => (
              <TableRow key={client.id}>
                <TableCell>{client.name}</TableCell>
                <TableCell>{client.code}</TableCell>
                <TableCell align="right">{client.users}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
      <Card variant="outlined">
        <CardHeader title={text.reports} />
        {tools.error_reports.length === 0 ? (
          <CardContent>
            <Typography color="text.secondary">{text.noReports}</Typography>
          </CardContent>
        ) : (
          <Table size="small" aria-label={text.reports}>
            <TableHead>
              <TableRow>
                <TableCell>{text.date}</TableCell>
                <TableCell>{text.code}</TableCell>
                <TableCell>{text.user}</TableCell>
                <TableCell>{text.page}</TableCell>
                <TableCell>{text.error}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {tools.error_reports.map((report) => (
                <TableRow key={report.code + report.created_at}>
                  <TableCell>{format(new Date(report.created_at), 'dd/MM/yyyy HH:mm', { locale: fr })}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{report.code}</TableCell>
                  <TableCell>{report.username}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{report.location}</TableCell>
                  <TableCell>{report.error}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
    </Box>
  );
}
