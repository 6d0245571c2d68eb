import { describe, expect, it } from 'vitest';
import { placeNotification } from '../src/shell/notifications/place-notification';
import { relativeTime } from '../src/shell/notifications/relative-time';
import { droppedFiles } from '../src/side/documents/FileDropZone';
import { previewKind } from '../src/side/documents/document-api';
import { ZOOM_START, canZoom, zoomed } from '../src/side/documents/zoom';
import { PANEL_MIN_TOP, clampTop } from '../src/side/panel-position';
import { NEW_TASK_DRAFT, draftOf, inputOf, localDateTime, sameDraft } from '../src/side/tasks/task-draft';

describe('the previewer’s zoom', () => {
  it('starts at 1 and moves by 0.3 without floating-point dust', () => {
    expect(ZOOM_START).toBe(1);
    expect(zoomed(1, 1)).toBe(1.3);
    expect(zoomed(zoomed(1, 1), 1)).toBe(1.6);
    expect(zoomed(1, -1)).toBe(0.7);
  });

  it('stops at its bounds, where the button is disabled', () => {
    expect(zoomed(0.4, -1)).toBe(0.4);
    expect(canZoom(0.4, -1)).toBe(false);
    expect(canZoom(3.1, 1)).toBe(false);
    expect(canZoom(1, 1)).toBe(true);
  });
});

describe('previewable types', () => {
  it('are PDFs and png, jpeg and gif images (SPEC §5); anything else is downloaded', () => {
    expect(['application/pdf', 'image/png', 'image/jpeg', 'image/jpg', 'image/gif', 'image/svg+xml', 'text/html'].map(previewKind)).toEqual(['pdf', 'image', 'image', 'image', 'image', null, null]);
  });
});

describe('dropped files', () => {
  it('without a type (folders and the like) are ignored', () => {
    const files = [new File(['a'], 'devis.pdf', { type: 'application/pdf' }), new File([], 'Dossier', { type: '' })];
    expect(droppedFiles(files).map((file) => file.name)).toEqual(['devis.pdf']);
  });
});

describe('the tools panel’s place', () => {
  it('stays at least 100 px from the top and inside the window', () => {
    expect(clampTop(20, 200, 800)).toBe(PANEL_MIN_TOP);
    expect(clampTop(700, 200, 800)).toBe(600);
    expect(clampTop(300.4, 200, 800)).toBe(300);
  });
});

describe('a task being edited', () => {
  const task = {
    id: 7,
    name: 'Relancer',
    description: '',
    planned_date: '2035-03-01',
    due_date: null,
    reminder_at: '2035-03-01T08:30:00.000Z',
    assigned_to: 3,
    assigned_to_name: 'Camille Durand',
    status: 'todo' as const,
    done_date: null,
    read_only: false,
    creator: 'Antoine Leroy',
    created_at: '2035-02-01T00:00:00.000Z',
    form_title: null,
    object_name: 'customer',
    object_id: 12,
    modify_task: 1 as const,
    version: 4,
  };

  it('starts from the task, its reminder in local time to the minute', () => {
    const draft = draftOf(task);
    expect(draft).toMatchObject({ name: 'Relancer', planned_date: '2035-03-01', due_date: '', assigned_to: { id: 3, name: 'Camille Durand' } });
    expect(draft.reminder_at).toBe(localDateTime(task.reminder_at));
    expect(sameDraft(draft, draftOf(task))).toBe(true);
    expect(sameDraft(draft, { ...draft, due_date: '2035-03-10' })).toBe(false);
  });

  it('is sent with its version, trimmed, empty dates as null and the reminder as an instant', () => {
    const draft = { ...draftOf(task), name: '  Relancer le client ', planned_date: '' };
    const input = inputOf(draft, task, { objectName: 'customer', objectId: 12 });
    expect(input).toMatchObject({ id: 7, version: 4, name: 'Relancer le client', planned_date: null, due_date: null, assigned_to: 3 });
    expect(input.reminder_at).toBe('2035-03-01T08:30:00.000Z');
    // An existing task keeps its record: only a new one names it.
    expect(input).not.toHaveProperty('object_name');
  });

  it('when new, is named ‘Ma nouvelle tâche’ and created on its record', () => {
    expect(NEW_TASK_DRAFT.name).toBe('Ma nouvelle tâche');
    expect(inputOf(NEW_TASK_DRAFT, { id: 0 }, { objectName: 'customer', objectId: 12 })).toMatchObject({ id: 0, object_name: 'customer', object_id: 12, assigned_to: null });
  });
});

describe('notification ages', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  it('are shortened MIN, H, J, A after ‘il y a’ (SPEC §9)', () => {
    expect(relativeTime('2026-11-25T11:59:40Z', now)).toBe('il y a 1 MIN');
    expect(relativeTime('2026-11-25T11:15:00Z', now)).toBe('il y a 45 MIN');
    expect(relativeTime('2026-11-25T09:00:00Z', now)).toBe('il y a 3 H');
    expect(relativeTime('2026-11-20T12:00:00Z', now)).toBe('il y a 5 J');
    expect(relativeTime('2024-11-01T12:00:00Z', now)).toBe('il y a 2 A');
  });
});

/** A notification as the stream brings it, read or not. */
const notification = (id: number, read: boolean) => ({
  id,
  title: `n${id}`,
  message: '',
  link: null,
  created_at: '2026-11-25T12:00:00Z',
  read_at: read ? '2026-11-25T12:01:00Z' : null,
  sender_id: null,
  send_by: 'Ossature',
  send_by_initial: 'O',
  to: 'agent',
  type: 'watch' as const,
  is_first_notification: false,
});

describe('a notification the stream brings', () => {
  const data = { pageParams: [undefined], pages: [{ data: [notification(2, false), notification(1, true)], has_more: false, unread: 1 }] };

  it('replaces the one with its id, or goes on top', () => {
    expect(placeNotification(data, notification(1, false), false)!.pages[0]!.data.map((shown) => [shown.id, shown.read_at])).toEqual([
      [2, null],
      [1, null],
    ]);
    expect(placeNotification(data, notification(3, false), false)!.pages[0]!.data.map((shown) => shown.id)).toEqual([3, 2, 1]);
  });

  it('joins an unread-only list only when unread', () => {
    expect(placeNotification(data, notification(3, true), true)!.pages[0]!.data.map((shown) => shown.id)).toEqual([2, 1]);
  });
});
