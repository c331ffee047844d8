import type { AdminHomeSection, HomeSectionKind, LinkActionType, Redirect, VideoRowSource } from '@ringside/contract';
import type { HomeSectionFields } from '../api/admin-save-section';

/** A link action as the editor holds it: blanks as undefined. */
export interface ActionValues {
  action: LinkActionType;
  redirect: Redirect;
  url?: string;
}

/** The section dialog as antd holds it. */
export interface SectionFormValues {
  kind: HomeSectionKind;
  title?: string;
  titleNe?: string;
  active: boolean;
  source: VideoRowSource;
  categoryId?: string;
  itemIds: string[];
  limit: number;
  subtitle?: string;
  subtitleNe?: string;
  action: ActionValues;
}

/** What a section of a kind picks: events, showcases, fighters, or videos (a video row from PICKED only). */
export type PickKind = 'EVENT' | 'SHOWCASE' | 'FIGHTER' | 'VIDEO';

export function pickKindOf(kind: HomeSectionKind, source: VideoRowSource): PickKind | null {
  if (kind === 'HERO_EVENT' || kind === 'EVENT_ROW') return 'EVENT';
  if (kind === 'SHOWCASE_ROW') return 'SHOWCASE';
  if (kind === 'FIGHTER_ROW') return 'FIGHTER';
  if (kind === 'VIDEO_ROW' && source === 'PICKED') return 'VIDEO';
  return null;
}

/** Rows show up to a number of tiles; a hero and a banner show one. */
export const hasLimit = (kind: HomeSectionKind) => kind !== 'HERO_EVENT' && kind !== 'BANNER';

/** Every field the dialog has, as the server names them in its field errors. */
export const SECTION_FORM_FIELDS = [
  'kind',
  'title',
  'titleNe',
  'active',
  'source',
  'categoryId',
  'itemIds',
  'limit',
  'subtitle',
  'subtitleNe',
  'action.action',
  'action.redirect',
  'action.url',
] as const;

export const NO_ACTION_VALUES: ActionValues = { action: 'NONE', redirect: 'SAME' };

export function valuesOfSection(
  section: AdminHomeSection | null,
  kind: HomeSectionKind = 'VIDEO_ROW',
): SectionFormValues {
  return {
    kind: section?.kind ?? kind,
    title: section?.title ?? undefined,
    titleNe: section?.titleNe ?? undefined,
    active: section?.active ?? true,
    source: section?.source ?? 'LATEST',
    categoryId: section?.categoryId ?? undefined,
    itemIds: section?.itemIds ?? [],
    limit: section?.limit && hasLimit(section.kind) ? section.limit : 12,
    subtitle: section?.subtitle ?? undefined,
    subtitleNe: section?.subtitleNe ?? undefined,
    action: section
      ? { action: section.action.action, redirect: section.action.redirect, url: section.action.url ?? undefined }
      : NO_ACTION_VALUES,
  };
}

const text = (value: string | undefined) => value?.trim() || null;

/** The fields the API takes (create and update alike): only those the kind uses, so the preview shows the truth. */
export function fieldsOfValues(values: SectionFormValues): HomeSectionFields {
  const picks = pickKindOf(values.kind, values.source);
  const isVideoRow = values.kind === 'VIDEO_ROW';
  const isBanner = values.kind === 'BANNER';
  return {
    kind: values.kind,
    title: text(values.title),
    titleNe: text(values.titleNe),
    active: values.active,
    source: isVideoRow ? values.source : 'LATEST',
    categoryId: isVideoRow && values.source === 'CATEGORY' ? (values.categoryId ?? null) : null,
    itemIds: picks ? values.itemIds : [],
    limit: hasLimit(values.kind) ? values.limit : 12,
    subtitle: isBanner ? text(values.subtitle) : null,
    subtitleNe: isBanner ? text(values.subtitleNe) : null,
    ...(isBanner
      ? {
          action: {
            action: values.action.action,
            redirect: values.action.redirect,
            url: values.action.action === 'NONE' ? null : text(values.action.url),
          },
        }
      : {}),
  };
}
