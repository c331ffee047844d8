import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublishRankingRequest, VacateTitleRequest } from '@ringside/contract';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { showSuccess } from '../../../lib/feedback';

export const getAdminRanking = (weightClassId: string) =>
  api.get('/rankings/admin/{weightClassId}', { path: { weightClassId } });

export const publishRanking = (weightClassId: string, body: PublishRankingRequest) =>
  api.post('/rankings/admin/{weightClassId}', { path: { weightClassId }, body });

export const vacateTitle = (weightClassId: string, body: VacateTitleRequest) =>
  api.post('/titles/admin/{weightClassId}/vacate', { path: { weightClassId }, body });

/** The weight classes a ranking can be published for: the active ones, in list order. */
export const weightClassesQuery = () =>
  queryOptions({
    queryKey: ['rankings', 'admin', 'weight-classes'],
    queryFn: () => api.post('/master-datas/search/all', { body: { kind: 'WEIGHT_CLASS', includeRetired: false } }),
    select: (list) => [...list.items].sort((a, b) => a.sortOrder - b.sortOrder),
  });

export const adminRankingQuery = (weightClassId: string, language: string) =>
  queryOptions({
    queryKey: ['rankings', 'admin', weightClassId, language],
    queryFn: () => getAdminRanking(weightClassId),
  });

export function useAdminRanking(weightClassId: string | undefined) {
  const { i18n } = useTranslation();
  return useQuery({ ...adminRankingQuery(weightClassId ?? '', i18n.language), enabled: Boolean(weightClassId) });
}

/**
 * Approved fighters to rank (the public directory's search): the class's own at first; once staff type a name,
 * anyone's, since a fighter moving up a division may be ranked in both.
 */
export function useRankingCandidates(weightClassId: string | undefined, query: string) {
  return useQuery({
    queryKey: ['rankings', 'admin', 'candidates', weightClassId, query],
    queryFn: () =>
      api.post('/fighter-profiles/public/search', {
        body: query ? { query, page: 1, pageSize: 60 } : { weightClassId, page: 1, pageSize: 60 },
      }),
    enabled: Boolean(weightClassId),
    placeholderData: keepPreviousData,
  });
}

/**
 * Publishes the next version and says so; the back office's and the public page's copies are read again. Said here,
 * not by the caller: the editor is replaced by one for the new version before a caller's callback would run.
 */
export function usePublishRanking() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: ({ weightClassId, body }: { weightClassId: string; body: PublishRankingRequest }) =>
      publishRanking(weightClassId, body),
    onSuccess: (answer) => {
      showSuccess(t('rankingsAdmin.published', { weightClass: answer.weightClass.name }));
      return queryClient.invalidateQueries({ queryKey: ['rankings'] });
    },
  });
}

/**
 * Ends the champion's reign without a bout, and says so. The title's history is read again either way: a refusal
 * (HUBTTVC001) means someone else vacated it first.
 */
export function useVacateTitle() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: ({ weightClassId, body }: { weightClassId: string; body: VacateTitleRequest; weightClass: string }) =>
      vacateTitle(weightClassId, body),
    onSuccess: (_answer, { weightClass }) => showSuccess(t('rankingsAdmin.belt.vacated', { weightClass })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['rankings'] }),
  });
}
