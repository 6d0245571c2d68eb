/**
 * The usernames a comment mentions: the editor stores a mention as <span data-lexical-mention="{username}">. Read
 * from the sanitised HTML, whose attributes sanitize-html always writes double-quoted with quotes escaped.
 */
export function mentionedUsernames(html: string): string[] {
  const names = new Set<string>();
  for (const match of html.matchAll(/data-lexical-mention="([^"]{1,100})"/g)) {
    const username = match[1]!.replace(/&amp;/g, '&');
    if (username !== 'true') names.add(username);
  }
  return [...names];
}
