/**
 * The server moves remote image URLs into data-remote-* attributes (packages/mail
 * sanitize-html REMOTE_ATTRIBUTES); putting them back is the "Load remote images" choice.
 */
const REMOTE_ATTRIBUTES = {
  src: 'data-remote-src',
  srcset: 'data-remote-srcset',
  background: 'data-remote-background',
  style: 'data-remote-style',
} as const;

/** Parsed in an inert document: nothing loads or runs until the frame shows the result. */
export function withRemoteImages(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const [target, source] of Object.entries(REMOTE_ATTRIBUTES)) {
    for (const element of doc.querySelectorAll(`[${source}]`)) {
      const value = element.getAttribute(source) ?? '';
      element.removeAttribute(source);
      if (target === 'style') {
        const kept = element.getAttribute('style');
        element.setAttribute('style', kept ? `${kept}; ${value}` : value);
      } else {
        element.setAttribute(target, value);
      }
    }
  }
  return doc.body.innerHTML;
}
