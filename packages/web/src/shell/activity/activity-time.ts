import { TIME_LOGGING_FULL_DAY_SECONDS, TIME_LOGGING_MIN_PERCENT } from '@ossature/contract';

const pad = (value: number) => String(value).padStart(2, '0');

/** Seconds as a clock: '01:02:03' (`padHours`, the running time in the top bar) or '1:02:03' (a day's time). */
export function clockText(seconds: number, padHours: boolean): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  return `${padHours ? pad(hours) : hours}:${pad(Math.floor((whole % 3600) / 60))}:${pad(whole % 60)}`;
}

/** SPEC §9: an activity's bar against a working day of 28,800 s, never below 5 % nor past 100 %. */
export const barPercent = (seconds: number) => Math.min(100, Math.max(TIME_LOGGING_MIN_PERCENT, (seconds / TIME_LOGGING_FULL_DAY_SECONDS) * 100));

/**
 * Seconds gone on the server's clock since the answer was written (`serverNow`), the browser's clock being read at
 * `now` and having read `receivedAt` when the answer came: ticking this way, a browser whose clock is off by minutes
 * still shows the right time.
 */
export const secondsSinceAnswer = (now: number, receivedAt: number) => Math.max(0, (now - receivedAt) / 1000);

/** How long the running log has run, on the server's clock. */
export const runningSeconds = (startedAt: string, serverNow: string, sinceAnswer: number) => Math.max(0, (Date.parse(serverNow) - Date.parse(startedAt)) / 1000 + sinceAnswer);
