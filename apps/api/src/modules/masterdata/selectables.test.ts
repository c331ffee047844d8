import { describe, expect, it } from 'vitest';
import { FighterSelectablesSchema } from '@ringside/contract';
import { useTestApp } from '../../../test/use-test-app';
import { TestClient } from '../../../test/client';
import { createAffiliation, createTitle, createWeightClass } from '../../../test/master-data-factories';

const t = useTestApp();

const selectables = async (language?: string) => {
  const reply = await new TestClient(t.app).get(
    '/fighter-profiles/selectables',
    language ? { 'accept-language': language } : {},
  );
  expect(reply.status).toBe(200);
  return FighterSelectablesSchema.parse(reply.body.data);
};

describe('GET /fighter-profiles/selectables', () => {
  it('offers every list of the fighter form in English', async () => {
    const gym = await createAffiliation(t.database.db, {
      name: 'Pokhara Fight Lab',
      nameNe: 'पोखरा फाइट ल्याब',
      city: 'Pokhara',
    });
    const data = await selectables('en-GB,en;q=0.9');
    expect(data.weightClasses[0]).toEqual({
      id: expect.any(String),
      label: 'Flyweight',
      gender: 'MALE',
      lowerKg: 52.2,
      upperKg: 56.7,
    });
    expect(data.weightClasses.map((option) => option.label)).toContain("Women's Strawweight");
    expect(data.affiliations).toContainEqual({ id: gym.id, label: 'Pokhara Fight Lab', city: 'Pokhara' });
    expect(data.titles).toEqual([
      { value: 'MR', label: 'Mr' },
      { value: 'MS', label: 'Ms' },
      { value: 'MRS', label: 'Mrs' },
      { value: 'MISS', label: 'Miss' },
      { value: 'DR', label: 'Dr' },
    ]);
    expect(data.genders).toEqual([
      { value: 'MALE', label: 'Male' },
      { value: 'FEMALE', label: 'Female' },
    ]);
    expect(data.stances).toEqual([
      { value: 'ORTHODOX', label: 'Orthodox' },
      { value: 'SOUTHPAW', label: 'Southpaw' },
      { value: 'SWITCH', label: 'Switch' },
    ]);
  });

  it('labels in Nepali when asked, falling back to the name where there is no Nepali one', async () => {
    const gym = await createAffiliation(t.database.db, { name: 'Dharan Boxing Club', nameNe: null, city: 'Dharan' });
    const data = await selectables('ne-NP,ne;q=0.9,en;q=0.5');
    expect(data.weightClasses[0]?.label).toBe('फ्लाइवेट');
    expect(data.weightClasses.map((option) => option.label)).toContain('महिला फ्लाइवेट');
    expect(data.affiliations).toContainEqual({ id: gym.id, label: 'Dharan Boxing Club', city: 'Dharan' });
    expect(data.titles.map((option) => option.label)).toEqual(['श्री', 'सुश्री', 'श्रीमती', 'कुमारी', 'डा.']);
    expect(data.genders.map((option) => option.label)).toEqual(['पुरुष', 'महिला']);
    expect(data.stances.map((option) => option.label)).toEqual(['अर्थोडक्स', 'साउथपा', 'स्विच']);
  });

  it('lists nationalities with Nepal first, then by country name', async () => {
    const { nationalities } = await selectables();
    expect(nationalities[0]).toEqual({ value: 'NP', label: 'Nepali', country: 'Nepal' });
    const rest = nationalities.slice(1).map((option) => option.country);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(nationalities).toContainEqual({ value: 'IN', label: 'Indian', country: 'India' });
    expect(nationalities.filter((option) => option.value === 'NP')).toHaveLength(1);
  });

  it('names every nationality in Nepali for a Nepali caller, Nepal first', async () => {
    const { nationalities } = await selectables('ne');
    expect(nationalities[0]).toEqual({ value: 'NP', label: 'नेपाल', country: 'नेपाल' });
    expect(nationalities).toContainEqual({ value: 'IN', label: 'भारत', country: 'भारत' });
    expect(nationalities.filter((option) => /[A-Za-z]/.test(option.label))).toEqual([]);
    expect(nationalities).toHaveLength((await selectables('en')).nationalities.length);
  });

  it('leaves retired entries out and follows changes at once', async () => {
    const retiredClass = await createWeightClass(t.database.db, { retiredAt: new Date() });
    const retiredTitle = await createTitle(t.database.db, { code: 'OLD', retiredAt: new Date() });
    const data = await selectables();
    expect(data.weightClasses.map((option) => option.id)).not.toContain(retiredClass.id);
    expect(data.titles.map((option) => option.value)).not.toContain(retiredTitle.code);
    const added = await createWeightClass(t.database.db);
    expect((await selectables()).weightClasses.at(-1)?.id).toBe(added.id);
  });

  it('varies with the language and answers signed-out visitors', async () => {
    const reply = await new TestClient(t.app).get('/fighter-profiles/selectables');
    expect(reply.status).toBe(200);
    expect(String(reply.headers.vary)).toContain('accept-language');
  });
});
