import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../components/use-page-meta';
import { usePublicConfig } from '../../../lib/public-config';
import { isNotFound } from '../../../lib/api-client';
import { shareText } from './share-text';
import { LoadError } from './video-lists';
import { MediaNotFound } from './watch-view';

interface Shareable {
  title: string;
  description: string | null;
  poster: { share: string } | null;
}

interface Props<T extends Shareable> {
  query: UseQueryResult<T>;
  /** The page's texts: `videos.<texts>.notFound`, `notFoundText`, `loadError`. */
  texts: 'watch' | 'showcase';
  /** What a shared link says when the item has no description of its own. */
  fallbackDescription: (item: T) => string;
  view: (item: T) => ReactNode;
  skeleton: ReactNode;
}

/**
 * A page of one video or showcase: its title, description and poster for sharing, then the item; not found (and
 * kept out of search engines), a failure with a retry, or the page's shape while it loads.
 */
export function MediaPage<T extends Shareable>({ query, texts, fallbackDescription, view, skeleton }: Props<T>) {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  const data = query.data;
  const notFound = query.isError && isNotFound(query.error);

  usePageMeta(
    data
      ? {
          title: `${data.title} | ${brand.shortName}`,
          description: shareText(data.description, fallbackDescription(data)),
          image: data.poster?.share,
        }
      : notFound
        ? { title: `${t(`videos.${texts}.notFound`)} | ${brand.shortName}`, noindex: true }
        : { title: `${t('videos.hub.title')} | ${brand.shortName}` },
  );

  if (data) return view(data);
  if (notFound)
    return (
      <div className="section">
        <MediaNotFound title={t(`videos.${texts}.notFound`)} text={t(`videos.${texts}.notFoundText`)} />
      </div>
    );
  if (query.isError)
    return (
      <div className="section">
        <LoadError
          title={t(`videos.${texts}.loadError`)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  return skeleton;
}
