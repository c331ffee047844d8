import { Avatar } from 'antd';
import type { FighterPhoto } from '@ringside/contract';
import { initials } from '@ringside/contract/display/names';
import './admin.css';

/** A fighter's square thumbnail (160 px), or the initials without a photo. Decorative: the name is beside it. */
export function FighterAvatar({ photo, name, size = 40 }: { photo: FighterPhoto | null; name: string; size?: number }) {
  return (
    <Avatar
      size={size}
      shape="square"
      className="admin-avatar"
      src={photo ? <img src={photo.thumb} alt="" loading="lazy" decoding="async" /> : undefined}
      aria-hidden
    >
      {initials(name) || '?'}
    </Avatar>
  );
}
