import type { MasterData } from '@ringside/contract';
import { isCountryCode } from '@ringside/contract/reference/countries';
import type { Db } from '../../db/client';
import type { FieldProblem } from './field-problems';
import type { FieldName, FighterValues } from './fighter-values';
import type { MasterDataReads } from '../masterdata/master-data.service';
import { photosRepository as photos } from './photos.repository';

/** The master data a set of values names, read before the transaction that checks them. */
export interface MasterDataFacts {
  entries: Map<string, MasterData>;
  titleCodes: ReadonlySet<string>;
}

/**
 * Read outside the write's transaction: the master-data cache may have to query, and on the embedded
 * database (one connection) a query beside an open transaction would wait for it forever.
 */
export async function masterDataFacts(masterData: MasterDataReads, values: FighterValues): Promise<MasterDataFacts> {
  const ids = [values.weightClassId, values.affiliationId].filter((id): id is string => id !== null);
  return {
    entries: await masterData.entries(ids),
    titleCodes: values.title ? await masterData.activeTitleCodes() : new Set(),
  };
}

/**
 * What the request schema cannot know: master data entries, real country codes, the photo's owner. Only
 * changed fields are checked, so that a weight class retired after approval does not block a new bio.
 */
export async function checkFields(
  db: Db,
  facts: MasterDataFacts,
  values: FighterValues,
  changed: readonly FieldName[],
  photoOwnerId: string,
): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  const isChanged = (field: FieldName) => changed.includes(field);

  if (values.title && isChanged('title') && !facts.titleCodes.has(values.title))
    problems.push({ field: 'title', code: 'HUBFPTL001' });
  if (values.nationality && isChanged('nationality') && !isCountryCode(values.nationality))
    problems.push({ field: 'nationality', code: 'HUBCSNT002' });
  if (values.countryCode && isChanged('countryCode') && !isCountryCode(values.countryCode))
    problems.push({ field: 'countryCode', code: 'HUBFPCC002' });

  if (values.weightClassId && (isChanged('weightClassId') || isChanged('gender'))) {
    const weightClass = facts.entries.get(values.weightClassId);
    if (!weightClass || weightClass.kind !== 'WEIGHT_CLASS' || weightClass.retired)
      problems.push({ field: 'weightClassId', code: 'HUBFPWC002' });
    else if (values.gender && weightClass.gender && weightClass.gender !== values.gender)
      problems.push({ field: 'weightClassId', code: 'HUBFPWC003' });
  }
  if (values.affiliationId && isChanged('affiliationId')) {
    const affiliation = facts.entries.get(values.affiliationId);
    if (!affiliation || affiliation.kind !== 'AFFILIATION' || affiliation.retired)
      problems.push({ field: 'affiliationId', code: 'HUBFPAF001' });
  }

  if (values.photoId && isChanged('photo')) {
    const photo = await photos.findById(db, values.photoId);
    if (!photo || photo.ownerId !== photoOwnerId) problems.push({ field: 'photo', code: 'HUBFPPH002' });
  }
  return problems;
}
