import type { IncidentMessage, IncidentThread } from '@ossature/contract';
import { describe, expect, it } from 'vitest';
import { isSendShortcut, olderPageParam, threadMessages } from '../src/shell/home/incident-thread';

const message = (id: number): IncidentMessage => ({ id, body: `Message ${id}`, author_name: 'Camille Durand', author_initials: 'CD', created_at: '2026-11-22T09:00:00.000Z', own: false });
const page = (ids: number[], hasMore: boolean): IncidentThread => ({
  incident: {
    id: 1,
    title: 'Chaudière en panne',
    status: 'open',
    status_label: 'Ouvert',
    severity: null,
    severity_label: null,
    severity_color: null,
    reported_at: '2026-11-22T08:00:00.000Z',
    resolved: false,
    message_count: 5,
  },
  messages: ids.map(message),
  has_more: hasMore,
});

describe('an incident thread', () => {
  it('reads oldest first across its pages, the latest page being loaded first', () => {
    expect(threadMessages([page([4, 5], true), page([1, 2, 3], false)]).map((shown) => shown.id)).toEqual([1, 2, 3, 4, 5]);
    expect(threadMessages([])).toEqual([]);
  });

  it('asks for the messages before its oldest while older ones remain', () => {
    expect(olderPageParam(page([4, 5], true))).toBe(4);
    expect(olderPageParam(page([1, 2, 3], false))).toBeUndefined();
  });

  it('is sent with Ctrl+Enter or ⌘+Enter; Enter alone starts a new line', () => {
    expect(isSendShortcut({ key: 'Enter', ctrlKey: true, metaKey: false })).toBe(true);
    expect(isSendShortcut({ key: 'Enter', ctrlKey: false, metaKey: true })).toBe(true);
    expect(isSendShortcut({ key: 'Enter', ctrlKey: false, metaKey: false })).toBe(false);
    expect(isSendShortcut({ key: 'a', ctrlKey: true, metaKey: false })).toBe(false);
  });
});
