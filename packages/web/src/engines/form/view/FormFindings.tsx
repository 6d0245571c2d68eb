import { type PreflightIssue, messages } from '@ossature/contract';
import { Alert, Link, Stack } from '@mui/material';

/**
 * The server's findings about the record as it is on screen (SPEC §3 form_validation), above the form: they follow
 * the user's changes and block nothing. A finding's link opens in a new tab, so that what is typed here stays.
 */
export function FormFindings({ findings }: { findings: readonly PreflightIssue[] }) {
  if (findings.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {findings.map((finding, index) => (
        <Alert key={index} severity="warning">
          {finding.text}{' '}
          {finding.link && (
            <Link href={finding.link} target="_blank" rel="noopener noreferrer">
              {messages.form.conflictLinkName}
            </Link>
          )}
        </Alert>
      ))}
    </Stack>
  );
}
