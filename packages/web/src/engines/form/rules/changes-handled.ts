/**
 * The history state of a move whose unsaved changes the user has already dealt with (the copy's dialog asked to save
 * them or not): leaving for it asks nothing more.
 */
export const CHANGES_HANDLED = { changesHandled: true } as const;

export const changesHandled = (state: unknown): boolean => (state as Partial<typeof CHANGES_HANDLED> | null)?.changesHandled === true;
