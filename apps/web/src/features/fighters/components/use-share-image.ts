import { useEffect } from 'react';

function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!content) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

/**
 * The link-preview image of a fighter page (the photo's 1200 x 630 JPEG), removed again on leaving so
 * that the next page does not inherit it. usePageMeta sets title and description; it has no image yet.
 */
export function useShareImage(path: string | null | undefined) {
  useEffect(() => {
    if (!path) return;
    const url = new URL(path, window.location.origin).href;
    setMeta('property', 'og:image', url);
    setMeta('name', 'twitter:image', url);
    setMeta('name', 'twitter:card', 'summary_large_image');
    return () => {
      setMeta('property', 'og:image', undefined);
      setMeta('name', 'twitter:image', undefined);
    };
  }, [path]);
}
