import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Select, Space, Typography } from 'antd';
import { type AdminRanking, RANKED_MAX } from '@ringside/contract';
import { formatDate } from '@ringside/contract/display/dates';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublishRanking, useRankingCandidates } from '../api/admin-rankings';

interface Draft {
  effectiveOn: string;
  championId: string | null;
  rankedIds: string[];
}

// Today in Kathmandu (an instant's date there).
const today = () => formatDate(new Date().toISOString());

/** The next version, started from the current one: staff move, add and remove fighters, then publish. */
export function RankingsEditor({ ranking }: { ranking: AdminRanking }) {
  const { t } = useTranslation();
  const publish = usePublishRanking();
  const current = ranking.current;
  const fromCurrent = (): Draft => ({
    effectiveOn: today(),
    championId: current?.champion?.fighter.id ?? null,
    rankedIds: current?.ranked.map((entry) => entry.fighter.id) ?? [],
  });
  // The screen keys this by class and version: a newly published one starts the draft again.
  const [draft, setDraft] = useState<Draft>(fromCurrent);

  // Names of the fighters already placed, for the choices before any search.
  const known = useMemo(() => {
    const names = new Map<string, string>();
    for (const entry of [current?.champion, ...(current?.ranked ?? [])])
      if (entry) names.set(entry.fighter.id, `${entry.fighter.firstName} ${entry.fighter.lastName}`);
    return names;
  }, [current]);

  const setRanked = (rankedIds: string[]) => setDraft({ ...draft, rankedIds });
  const move = (index: number, by: -1 | 1) => {
    const next = [...draft.rankedIds];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    setRanked(next);
  };
  const taken = new Set([draft.championId, ...draft.rankedIds].filter(Boolean));

  const submit = () =>
    publish.mutate({
      weightClassId: ranking.weightClass.id,
      body: { ...draft, rankedIds: draft.rankedIds.filter(Boolean) },
    });

  return (
    <section className="rankings-editor" aria-labelledby="rankings-editor-title">
      <Typography.Title level={4} id="rankings-editor-title">
        {t('rankingsAdmin.nextVersion')}
      </Typography.Title>
      <label className="rankings-editor-field">
        <span>{t('rankingsAdmin.effectiveOn')}</span>
        <Input
          type="date"
          value={draft.effectiveOn}
          onChange={(event) => setDraft({ ...draft, effectiveOn: event.target.value })}
          style={{ maxWidth: 200 }}
        />
      </label>
      <div className="rankings-editor-slot champion">
        <span className="rankings-editor-place">{t('rankingsAdmin.championShort')}</span>
        <FighterSelect
          weightClassId={ranking.weightClass.id}
          value={draft.championId}
          known={known}
          taken={taken}
          placeholder={t('rankingsAdmin.vacant')}
          label={t('rankingsAdmin.champion')}
          onChange={(championId) => setDraft({ ...draft, championId })}
          allowClear
        />
      </div>
      {draft.rankedIds.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('rankingsAdmin.noneRanked')} />
      ) : (
        <ol className="rankings-editor-list">
          {draft.rankedIds.map((id, index) => (
            <li key={`${index}-${id}`} className="rankings-editor-slot">
              <span className="rankings-editor-place">{index + 1}</span>
              <FighterSelect
                weightClassId={ranking.weightClass.id}
                value={id || null}
                known={known}
                taken={taken}
                placeholder={t('rankingsAdmin.choose')}
                label={t('rankingsAdmin.place', { position: index + 1 })}
                onChange={(chosen) =>
                  setRanked(draft.rankedIds.map((other, at) => (at === index ? (chosen ?? '') : other)))
                }
              />
              <Space.Compact>
                <Button
                  icon={<ArrowUpOutlined />}
                  aria-label={t('rankingsAdmin.moveUp', { position: index + 1 })}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                />
                <Button
                  icon={<ArrowDownOutlined />}
                  aria-label={t('rankingsAdmin.moveDown', { position: index + 1 })}
                  disabled={index === draft.rankedIds.length - 1}
                  onClick={() => move(index, 1)}
                />
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={t('rankingsAdmin.remove', { position: index + 1 })}
                  onClick={() => setRanked(draft.rankedIds.filter((_, at) => at !== index))}
                />
              </Space.Compact>
            </li>
          ))}
        </ol>
      )}
      <Space wrap>
        <Button
          icon={<PlusOutlined />}
          disabled={draft.rankedIds.length >= RANKED_MAX}
          onClick={() => setRanked([...draft.rankedIds, ''])}
        >
          {t('rankingsAdmin.add', { max: RANKED_MAX })}
        </Button>
        <Button type="primary" loading={publish.isPending} onClick={submit}>
          {t('rankingsAdmin.publish')}
        </Button>
      </Space>
    </section>
  );
}

/** One place: approved fighters of the class, searched by name as staff type. */
function FighterSelect(props: {
  weightClassId: string;
  value: string | null;
  known: Map<string, string>;
  taken: Set<string | null>;
  placeholder: string;
  label: string;
  onChange: (id: string | null) => void;
  allowClear?: boolean;
}) {
  const [query, setQuery] = useState('');
  const candidates = useRankingCandidates(props.weightClassId, query);
  const options = new Map(props.known);
  for (const fighter of candidates.data?.items ?? [])
    options.set(fighter.id, `${fighter.firstName} ${fighter.lastName}`);
  return (
    <Select
      showSearch
      filterOption={false}
      onSearch={setQuery}
      loading={candidates.isFetching}
      value={props.value}
      placeholder={props.placeholder}
      aria-label={props.label}
      allowClear={props.allowClear}
      onChange={(id: string | undefined) => props.onChange(id ?? null)}
      style={{ flex: 1, minWidth: 0 }}
      options={[...options].map(([id, name]) => ({
        value: id,
        label: name,
        disabled: id !== props.value && props.taken.has(id),
      }))}
    />
  );
}
