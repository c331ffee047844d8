import { useTranslation } from 'react-i18next';
import { Button } from './button';
import './ui.css';

/** Which page numbers to show: the first, the last, and the current with its neighbours; gaps as null. */
export function pageNumbers(current: number, count: number): (number | null)[] {
  const wanted = new Set([1, count, current - 1, current, current + 1].filter((n) => n >= 1 && n <= count));
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((n, index) => (index > 0 && n - (sorted[index - 1] ?? n) > 1 ? [null, n] : [n]));
}

/** Previous, page numbers, next; a list of results split in pages. Renders nothing for a single page. */
export function Pager({
  current,
  total,
  pageSize,
  onChange,
}: {
  current: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const count = Math.max(1, Math.ceil(total / pageSize));
  if (count <= 1) return null;
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      <Button
        size="small"
        disabled={current <= 1}
        onClick={() => onChange(current - 1)}
        aria-label={t('pager.previous')}
      >
        ‹
      </Button>
      {pageNumbers(current, count).map((n, index) =>
        n === null ? (
          <span key={`gap-${index}`} className="pager-gap" aria-hidden>
            …
          </span>
        ) : (
          <Button
            key={n}
            size="small"
            variant={n === current ? 'primary' : 'default'}
            aria-current={n === current ? 'page' : undefined}
            aria-label={t('pager.page', { page: n })}
            onClick={() => onChange(n)}
          >
            {n}
          </Button>
        ),
      )}
      <Button
        size="small"
        disabled={current >= count}
        onClick={() => onChange(current + 1)}
        aria-label={t('pager.next')}
      >
        ›
      </Button>
    </nav>
  );
}
