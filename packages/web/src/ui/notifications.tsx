import { Alert, Snackbar } from '@mui/material';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

export type Severity = 'success' | 'error' | 'warning' | 'info';
const SEVERITIES: readonly string[] = ['success', 'error', 'warning', 'info'] satisfies Severity[];

/** A colour the server names for a message (SPEC §4 submit message), as a snackbar severity; unknown ones are `fallback`. */
export const severityOf = (color: string | undefined, fallback: Severity): Severity => (color && SEVERITIES.includes(color) ? (color as Severity) : fallback);

export interface Notification {
  message: ReactNode;
  severity?: Severity;
  /** Milliseconds; SPEC §9: success 2000 ms, other snackbars 3 s. */
  duration?: number;
}

const NotifyContext = createContext<(notification: Notification) => void>(() => undefined);

/** One snackbar at a time, the newest replacing the one on screen. */
export function NotificationProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(Notification & { id: number }) | null>(null);
  const notify = useCallback((notification: Notification) => setCurrent({ ...notification, id: Date.now() + Math.random() }), []);
  const value = useMemo(() => notify, [notify]);
  const severity = current?.severity ?? 'info';
  return (
    <NotifyContext.Provider value={value}>
      {children}
      <Snackbar
        key={current?.id}
        open={current !== null}
        autoHideDuration={current?.duration ?? (severity === 'success' ? 2000 : 3000)}
        onClose={(_event, reason) => reason !== 'clickaway' && setCurrent(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity={severity} variant="filled" onClose={() => setCurrent(null)} sx={{ whiteSpace: 'pre-line' }} data-testid="notification">
          {current?.message}
        </Alert>
      </Snackbar>
    </NotifyContext.Provider>
  );
}

export const useNotify = () => useContext(NotifyContext);
