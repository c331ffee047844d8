import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { AdminShowcase, Artwork, Publication, VideoStatus } from '@ringside/contract';
import { formatNumber } from '@ringside/contract/display/numbers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentPicker } from './content-picker';
import { videoLink } from './paths';
import { PublicationTag, StatusTag } from './video-tags';
import { VideoThumb } from './video-thumb';
import { useDisplayLocale } from '../../../components/use-display-locale';

interface Card {
  id: string;
  title: string;
  poster: Artwork | null;
  status?: VideoStatus;
  publication?: Publication;
}

interface Props {
  id?: string;
  value?: string[];
  onChange?: (videoIds: string[]) => void;
  /** The showcase's videos as saved: their titles and states. */
  known: AdminShowcase['videos'];
}

/**
 * The showcase's videos in order: add from a search of every video, move up or down, remove. Drafts and
 * unfinished videos may be added; fans see only the published, ready ones (their tags say which).
 */
export function ShowcaseVideos({ id, value = [], onChange, known }: Props) {
  const locale = useDisplayLocale();
  const { t } = useTranslation();
  const [cards, setCards] = useState<Record<string, Card>>(() =>
    Object.fromEntries(known.map((video) => [video.id, video])),
  );
  const [announcement, setAnnouncement] = useState('');
  const change = (next: string[], message: string) => {
    onChange?.(next);
    setAnnouncement(message);
  };
  const move = (index: number, step: -1 | 1) => {
    const next = [...value];
    const to = index + step;
    [next[index], next[to]] = [next[to]!, next[index]!];
    const title = cards[value[index]!]?.title ?? '';
    change(next, t('videosAdmin.showcaseVideos.moved', { title, position: formatNumber(to + 1, locale) }));
  };
  const exclude = new Set(value);

  return (
    <div className="admin-stack">
      <span className="visually-hidden" aria-live="polite">
        {announcement}
      </span>
      <ContentPicker
        id={id}
        kind="VIDEO"
        value={null}
        exclude={exclude}
        placeholder={t('videosAdmin.showcaseVideos.addPlaceholder')}
        ariaLabel={t('videosAdmin.showcaseVideos.addLabel')}
        className="videos-admin-full"
        onChange={(videoId, option) => {
          if (!videoId || !option || exclude.has(videoId)) return;
          setCards((current) => ({ ...current, [videoId]: option }));
          change([...value, videoId], t('videosAdmin.showcaseVideos.added', { title: option.title }));
        }}
      />
      {value.length === 0 ? (
        <p className="admin-muted">{t('videosAdmin.showcaseVideos.empty')}</p>
      ) : (
        <ol className="videos-admin-ordered">
          {value.map((videoId, index) => {
            const card = cards[videoId];
            const title = card?.title ?? videoId;
            return (
              <li key={videoId} className="videos-admin-ordered-item">
                <span className="videos-admin-position">{formatNumber(index + 1, locale)}</span>
                <VideoThumb poster={card?.poster ?? null} />
                <span className="videos-admin-two-lines videos-admin-grow">
                  <Link {...videoLink(videoId)} className="admin-strong-link">
                    {title}
                  </Link>
                  <span className="admin-tags">
                    {card?.status && card.status !== 'READY' ? <StatusTag status={card.status} /> : null}
                    {card?.publication ? <PublicationTag publication={card.publication} /> : null}
                  </span>
                </span>
                <span className="videos-admin-move">
                  <Button
                    icon={<ArrowUpOutlined aria-hidden />}
                    aria-label={t('videosAdmin.showcaseVideos.moveUp', { title })}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  />
                  <Button
                    icon={<ArrowDownOutlined aria-hidden />}
                    aria-label={t('videosAdmin.showcaseVideos.moveDown', { title })}
                    disabled={index === value.length - 1}
                    onClick={() => move(index, 1)}
                  />
                  <Button
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={t('videosAdmin.showcaseVideos.remove', { title })}
                    onClick={() =>
                      change(
                        value.filter((other) => other !== videoId),
                        t('videosAdmin.showcaseVideos.removed', { title }),
                      )
                    }
                  />
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
