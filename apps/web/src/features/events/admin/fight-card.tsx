import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
  TrophyOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { App, Button, Tag, Typography } from 'antd';
import type { AdminEvent, Bout } from '@ringside/contract';
import { formatNumber } from '@ringside/contract/display/numbers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { showSuccess } from '../../../lib/feedback';
import { recordLine } from '../../../components/fighter-name';
import { useClearResult, useRemoveBout, useReorderBouts } from './api/admin-bouts';
import { BoutDialog } from './bout-dialog';
import { BoutResultLine } from './bout-result-line';
import { boutFighterName, isClosed, takesResults } from './event-facts';
import { ResultDialog } from './result-dialog';
import { useDisplayLocale } from '../../../components/use-display-locale';

type Editing = { bout: Bout | null } | null;

function Corner({ bout, corner }: { bout: Bout; corner: 'red' | 'blue' }) {
  const { t } = useTranslation();
  const fighter = bout[corner];
  const won = bout.result?.winnerId === fighter.id;
  return (
    <span className={`events-admin-fighter events-admin-fighter-${corner}`}>
      <span className="visually-hidden">{t(`eventsAdmin.bout.fields.${corner}`)}: </span>
      <span className="events-admin-fighter-name">
        {boutFighterName(fighter)}
        {won ? (
          <TrophyOutlined className="events-admin-winner-mark" aria-label={t('eventsAdmin.result.winner')} />
        ) : null}
      </span>
      <span className="admin-muted events-admin-record">{recordLine(fighter.record)}</span>
    </span>
  );
}

/**
 * The fight card in order, top (main event) first: move bouts up or down (saved at once), add, edit and
 * remove bouts, and record or clear results once the event is under way.
 */
export function FightCard({ event }: { event: AdminEvent }) {
  const locale = useDisplayLocale();
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const reorder = useReorderBouts();
  const remove = useRemoveBout();
  const clear = useClearResult();
  const [editing, setEditing] = useState<Editing>(null);
  const [scoring, setScoring] = useState<Bout | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // Whether the start has passed (results open) is read once per visit of the tab.
  const [now] = useState(Date.now);
  const bouts = event.fightCard;
  const locked = isClosed(event.status);
  const results = takesResults(event, now);
  const title = (bout: Bout) =>
    t('eventsAdmin.bout.versus', { red: boutFighterName(bout.red), blue: boutFighterName(bout.blue) });

  const move = (bout: Bout, step: -1 | 1) => {
    const ids = bouts.map((item) => item.id);
    const from = ids.indexOf(bout.id);
    const to = from + step;
    if (to < 0 || to >= ids.length) return;
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    reorder.mutate(
      { eventId: event.id, boutIds: ids },
      {
        onSuccess: () =>
          setAnnouncement(t('eventsAdmin.card.moved', { bout: title(bout), position: formatNumber(to + 1, locale) })),
      },
    );
  };

  const confirmRemove = (bout: Bout) =>
    modal.confirm({
      title: t('eventsAdmin.card.removeTitle', { bout: title(bout) }),
      content: t('eventsAdmin.card.removeText'),
      okText: t('eventsAdmin.card.remove'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        remove
          .mutateAsync({ eventId: event.id, boutId: bout.id })
          .then(() => showSuccess(t('eventsAdmin.card.removed'))),
    });

  const confirmClear = (bout: Bout) =>
    modal.confirm({
      title: t('eventsAdmin.result.clearTitle', { bout: title(bout) }),
      content: t('eventsAdmin.result.clearText'),
      okText: t('eventsAdmin.result.clear'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        clear
          .mutateAsync({ eventId: event.id, boutId: bout.id })
          .then(() => showSuccess(t('eventsAdmin.result.cleared'))),
    });

  return (
    <div className="admin-stack">
      <div className="events-admin-toolbar">
        <Typography.Text type="secondary">
          {t('eventsAdmin.card.count', { count: bouts.length, n: formatNumber(bouts.length, locale) })}
        </Typography.Text>
        {locked ? null : (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ bout: null })}>
            {t('eventsAdmin.bout.add')}
          </Button>
        )}
      </div>
      <span className="visually-hidden" aria-live="polite">
        {announcement}
      </span>
      {bouts.length === 0 ? (
        <EmptyState text={t('eventsAdmin.card.empty')} />
      ) : (
        <ol className="events-admin-card-list">
          {bouts.map((bout, index) => (
            <li key={bout.id} className="admin-card events-admin-bout">
              <div className="events-admin-bout-head">
                <span className="events-admin-position" aria-hidden>
                  {formatNumber(index + 1, locale)}
                </span>
                <span className="admin-tags">
                  {bout.isMainEvent ? (
                    <Tag color="red" className="admin-tag">
                      {t('eventsAdmin.bout.mainEvent')}
                    </Tag>
                  ) : null}
                  {bout.isTitleFight ? (
                    <Tag color="gold" className="admin-tag">
                      {t('eventsAdmin.bout.titleFight')}
                    </Tag>
                  ) : null}
                  <span className="admin-muted events-admin-bout-facts">
                    {[
                      bout.weightClass?.name,
                      t('eventsAdmin.bout.rounds', {
                        count: bout.scheduledRounds,
                        n: formatNumber(bout.scheduledRounds, locale),
                      }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </span>
                {locked ? null : (
                  <span className="events-admin-move">
                    <Button
                      size="small"
                      icon={<ArrowUpOutlined aria-hidden />}
                      aria-label={t('eventsAdmin.card.moveUp', { bout: title(bout) })}
                      disabled={index === 0 || reorder.isPending}
                      onClick={() => move(bout, -1)}
                    />
                    <Button
                      size="small"
                      icon={<ArrowDownOutlined aria-hidden />}
                      aria-label={t('eventsAdmin.card.moveDown', { bout: title(bout) })}
                      disabled={index === bouts.length - 1 || reorder.isPending}
                      onClick={() => move(bout, 1)}
                    />
                  </span>
                )}
              </div>
              <div className="events-admin-versus">
                <Corner bout={bout} corner="red" />
                <span className="events-admin-vs" aria-hidden>
                  {t('eventsAdmin.bout.vs')}
                </span>
                <Corner bout={bout} corner="blue" />
              </div>
              {bout.result ? <BoutResultLine bout={bout} /> : null}
              <div className="admin-actions events-admin-bout-actions">
                {results ? (
                  <Button
                    size="small"
                    type={bout.result ? 'default' : 'primary'}
                    icon={<TrophyOutlined aria-hidden />}
                    onClick={() => setScoring(bout)}
                  >
                    {t(bout.result ? 'eventsAdmin.result.edit' : 'eventsAdmin.result.record')}
                  </Button>
                ) : null}
                {results && bout.result ? (
                  <Button size="small" icon={<UndoOutlined aria-hidden />} onClick={() => confirmClear(bout)}>
                    {t('eventsAdmin.result.clear')}
                  </Button>
                ) : null}
                {locked ? null : (
                  <>
                    <Button
                      size="small"
                      icon={<EditOutlined aria-hidden />}
                      aria-label={t('eventsAdmin.card.editNamed', { bout: title(bout) })}
                      onClick={() => setEditing({ bout })}
                    >
                      {t('eventsAdmin.card.edit')}
                    </Button>
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={t('eventsAdmin.card.removeNamed', { bout: title(bout) })}
                      disabled={bout.result !== null}
                      title={bout.result ? t('eventsAdmin.card.removeBlocked') : undefined}
                      onClick={() => confirmRemove(bout)}
                    >
                      {t('eventsAdmin.card.remove')}
                    </Button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
      <BoutDialog event={event} bout={editing?.bout ?? null} open={editing !== null} onClose={() => setEditing(null)} />
      <ResultDialog eventId={event.id} bout={scoring} onClose={() => setScoring(null)} />
    </div>
  );
}
