import { useEffect } from 'react';

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

/** Sets the page title and its social and search metadata as the visitor moves between pages (the
 * server sends the same tags in the first HTML, for crawlers). */
export function usePageMeta({
  title,
  description,
  noindex,
}: {
  title: string;
  description?: string;
  noindex?: boolean;
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
}
