import { VideoCameraOutlined } from '@ant-design/icons';
import type { Artwork } from '@ringside/contract';

/** A poster as a small 16:9 picture (or a placeholder before there is one). */
export function VideoThumb({ poster }: { poster: Artwork | null }) {
  return poster ? (
    <img className="videos-admin-thumb" src={poster.card} alt="" loading="lazy" />
  ) : (
    <span className="videos-admin-thumb videos-admin-thumb-none" aria-hidden>
      <VideoCameraOutlined />
    </span>
  );
}
