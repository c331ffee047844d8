import { useEffect } from 'react';

function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === undefined) {
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

/** Sets the page title and its social and search metadata as the visitor moves between pages (the
 * server sends the same tags in the first HTML, for crawlers). `image` (an absolute URL, or a path on this
 * site) is the link-preview image; it is removed again on leaving so that the next page does not inherit it. */
export function usePageMeta({
  title,
  description,
  noindex,
  image,
}: {
  title: string;
  description?: string;
  noindex?: boolean;
  image?: string | null;
}) {
  useEffect(() => {
    document.title = title;
    setMeta('property', 'og:title', title);
    setMeta('name', 'twitter:title', title);
    if (description) {
      setMeta('name', 'description', description);
      setMeta('property', 'og:description', description);
      setMeta('name', 'twitter:description', description);
    }
    setMeta('property', 'og:url', window.location.href);
    setMeta('name', 'robots', noindex ? 'noindex' : 'index,follow');
  }, [title, description, noindex]);

  useEffect(() => {
    if (!image) return;
    const url = new URL(image, window.location.origin).href;
    setMeta('property', 'og:image', url);
    setMeta('name', 'twitter:image', url);
    setMeta('name', 'twitter:card', 'summary_large_image');
    return () => {
      setMeta('property', 'og:image', undefined);
      setMeta('name', 'twitter:image', undefined);
    };
  }, [image]);
}
