import { useTranslation } from 'react-i18next';

/** Badges the server sends as words (FREE, LIVE) are said in the interface's language; others (a record) as sent. */
const WORDS = new Set(['FREE', 'LIVE']);

export function ItemBadge({ badge, className = '' }: { badge: string | null; className?: string }) {
  const { t } = useTranslation();
  if (!badge) return null;
  const word = WORDS.has(badge);
  return (
    <span className={`content-badge content-badge-${word ? badge.toLowerCase() : 'text'} ${className}`.trim()}>
      {badge === 'LIVE' ? <span className="content-live-dot" aria-hidden /> : null}
      {word ? t(`content.badges.${badge}`) : badge}
    </span>
  );
}
