/**
 * Whether the page before this one is a page of the app, opened in this document: React Router numbers the history
 * entries it makes (history.state.idx, 0 for the entry the document was loaded on). A record opened by a link, in a
 * new tab or from the address bar has none before it: going back would leave the app, or load it anew, and the
 * message just shown would go with it.
 */
export function canGoBackInApp(): boolean {
  const entry = window.history.state as { idx?: number } | null;
  return (entry?.idx ?? 0) > 0;
}
