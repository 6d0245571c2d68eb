import { TRACKED_ACTIONS_MAX, type TrackedAction } from '@ossature/contract';

/**
 * The user's last actions (SPEC §9: 20), sent with an error report so the team can replay how a crash happened.
 * Kept in memory only: they describe this page's life, nothing more.
 */
const actions: TrackedAction[] = [];

export function trackAction(type: string, detail?: string): void {
  actions.push({ type, at: new Date().toISOString(), ...(detail ? { detail: detail.slice(0, 1000) } : {}) });
  if (actions.length > TRACKED_ACTIONS_MAX) actions.splice(0, actions.length - TRACKED_ACTIONS_MAX);
}

export const trackedActions = (): TrackedAction[] => [...actions];

/** SPEC §9 'field-change tracking 2000 ms': typing in a field counts as one action, once it has paused that long. */
const FIELD_CHANGE_TRACKING_MS = 2000;
const pendingFieldChanges = new Map<string, ReturnType<typeof setTimeout>>();

/** Tracks a change of a form's field ('invoice.customer', 'invoice.lines.quantity'), debounced per field. */
export function trackFieldChange(form: string, field: string): void {
  const key = `${form}.${field}`;
  clearTimeout(pendingFieldChanges.get(key));
  pendingFieldChanges.set(
    key,
    setTimeout(() => {
      pendingFieldChanges.delete(key);
      trackAction('field_change', key);
    }, FIELD_CHANGE_TRACKING_MS),
  );
}

function trackClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target.closest('button, a, [role="menuitem"]') : null;
  if (!target) return;
  const label = target.getAttribute('aria-label') ?? target.textContent ?? '';
  trackAction('click', label.trim().slice(0, 80) || target.tagName.toLowerCase());
}

/** Clicks on buttons and links are tracked by their visible label, wherever they are in the app. */
export function trackClicks(root: Document = document): () => void {
  root.addEventListener('click', trackClick, { capture: true });
  return () => root.removeEventListener('click', trackClick, { capture: true });
}
