import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { BellFilled } from '../../../components/ui/icons/BellFilled';
import { BellOutlined } from '../../../components/ui/icons/BellOutlined';
import { Button, type ButtonSize } from '../../../components/ui/button';
import { useSession } from '../../../lib/session';
import { type FollowTarget, useFollows, useToggleFollow } from '../api/follows';
import './following.css';

/**
 * Follow a fighter or an event: alerts follow (decision 70). Signed out, it leads to sign-in and back. `name` makes
 * the button's label say whom (several on one page: the card's fighters).
 */
export function FollowButton({
  target,
  id,
  name,
  size = 'middle',
  variant = 'default',
  compact = false,
}: {
  target: FollowTarget;
  id: string;
  name?: string;
  size?: ButtonSize;
  /** 'ghost' on the dark heroes. */
  variant?: 'default' | 'ghost';
  /** The icon alone, labelled for screen readers (a fight card's corners). */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const follows = useFollows();
  const toggle = useToggleFollow(target, id);
  const following = (target === 'fighters' ? follows.fighterIds : follows.eventIds).includes(id);
  const label = following ? t('following.following') : t('following.follow');
  const aria = name ? t(following ? 'following.followingName' : 'following.followName', { name }) : undefined;
  return (
    <Button
      size={size}
      variant={variant}
      className={`following-button${following ? ' on' : ''}${compact ? ' compact' : ''}`}
      aria-pressed={session ? following : undefined}
      aria-label={compact ? (aria ?? label) : aria}
      title={compact ? (aria ?? label) : undefined}
      icon={following ? <BellFilled aria-hidden /> : <BellOutlined aria-hidden />}
      onClick={() => {
        if (!session) {
          const here = `${location.pathname}${location.search}`;
          void navigate(`/signin?next=${encodeURIComponent(here)}`);
          return;
        }
        toggle.mutate(!following);
      }}
    >
      {compact ? null : label}
    </Button>
  );
}
