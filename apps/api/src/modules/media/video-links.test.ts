import { describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { DAY, fromNow, insertBout, insertEvent } from '../../../test/calendar-factories';
import { createFighter, weightClassNamed } from '../../../test/fighter-factories';
import { createVideo } from '../../../test/media-factories';
import { useTestApp } from '../../../test/use-test-app';
import { videoFighters } from './media.table';

const t = useTestApp();
const visitor = () => new TestClient(t.app);

/** A video tagged with an event and fighters, as staff tag it in the back office. */
async function tagged(eventId: string | null, fighterIds: string[], values: Parameters<typeof createVideo>[2] = {}) {
  const video = await createVideo(t.database.db, t.config, { eventId, ...values });
  if (fighterIds.length)
    await t.database.db.insert(videoFighters).values(fighterIds.map((fighterId) => ({ videoId: video.id, fighterId })));
  return video;
}

describe("a video page's links", () => {
  it('leads from a past card to the fight and back: the video links its event and both fighters', async () => {
    const db = t.database.db;
    const welterweight = await weightClassNamed(db, 'Welterweight');
    const red = await createFighter(db, {
      fields: { firstName: 'Ramesh', lastName: 'Limbu', firstNameNe: 'रमेश', lastNameNe: 'लिम्बू', nickname: null },
    });
    const blue = await createFighter(db, { fields: { firstName: 'Arjun', lastName: 'Bhandari', nickname: null } });
    const event = await insertEvent(db, { status: 'COMPLETED', startsAt: fromNow(-7 * DAY), nameNe: 'ताल किनार' });
    await insertBout(db, event.id, { red: red.profile.id, blue: blue.profile.id }, welterweight, {
      outcome: 'WIN',
      winnerId: red.profile.id,
      method: 'KO_TKO',
      endRound: 1,
    });
    const video = await tagged(event.id, [red.profile.id, blue.profile.id], { title: 'Limbu vs Bhandari' });

    // The card's bout links its video (events' read of media)...
    const card = (await visitor().get(`/events/search/detail/${event.slug}`)).body.data;
    expect(card.fightCard[0].video).toEqual({ slug: video.slug, title: 'Limbu vs Bhandari' });
    // ...whose page links back to the event and to both fighters' profiles, by the addresses the card gives.
    const page = await visitor().get(`/videos/search/detail/${card.fightCard[0].video.slug}`);
    expect(page.status).toBe(200);
    expect(page.body.data.event).toEqual({ id: event.id, slug: card.slug, name: event.name });
    expect(page.body.data.fighters).toEqual([
      { id: blue.profile.id, slug: card.fightCard[0].blue.slug, name: 'Arjun Bhandari' },
      { id: red.profile.id, slug: card.fightCard[0].red.slug, name: 'Ramesh Limbu' },
    ]);
    for (const fighter of page.body.data.fighters as { slug: string }[])
      expect((await visitor().get(`/fighter-profiles/public/${fighter.slug}`)).status).toBe(200);
    // In Nepali: the event's and the fighters' Nepali names where staff gave them.
    const nepali = (await visitor().get(`/videos/search/detail/${video.slug}`, { 'accept-language': 'ne' })).body.data;
    expect(nepali.event.name).toBe('ताल किनार');
    expect(nepali.fighters.map((fighter: { name: string }) => fighter.name)).toEqual(['Arjun Bhandari', 'रमेश लिम्बू']);
  });

  it('never links an event that is not public, nor a fighter without a public profile', async () => {
    const db = t.database.db;
    const shown = await createFighter(db, { fields: { firstName: 'Sabina', lastName: 'Magar', nickname: null } });
    const pending = await createFighter(db, { status: 'PENDING' });
    const draft = await insertEvent(db, { status: 'DRAFT' });
    const video = await tagged(draft.id, [shown.profile.id, pending.profile.id]);
    const page = (await visitor().get(`/videos/search/detail/${video.slug}`)).body.data;
    expect(page.event).toBeNull();
    expect(page.fighters.map((fighter: { id: string }) => fighter.id)).toEqual([shown.profile.id]);
    const loose = (await visitor().get(`/videos/search/detail/${(await tagged(null, [])).slug}`)).body.data;
    expect([loose.event, loose.fighters]).toEqual([null, []]);
  });
});
