// Reading HTML as the Worker writes it, for tests that look at its text.

/** HTML text as a reader sees it: the entities React writes, decoded. */
export const decode = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
