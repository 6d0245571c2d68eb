import type { IncidentMessage, IncidentThread } from '@ossature/contract';

/**
 * The messages of the thread's pages as they read, oldest first: each page holds its messages oldest first, and the
 * pages come newest first (the latest, then older ones by `before_id`).
 */
export const threadMessages = (pages: readonly IncidentThread[]): IncidentMessage[] => pages.toReversed().flatMap((page) => page.messages);

/** The page after the last one loaded: the messages before its oldest, while some remain. */
export const olderPageParam = (page: IncidentThread): number | undefined => (page.has_more ? page.messages[0]?.id : undefined);

/** Ctrl+Enter (⌘+Enter on a Mac) sends the message being typed; Enter alone starts a new line. */
export const isSendShortcut = (event: { key: string; ctrlKey: boolean; metaKey: boolean }) => event.key === 'Enter' && (event.ctrlKey || event.metaKey);
