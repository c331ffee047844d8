import type { AppConfig } from '../config';
import type { Db } from './client';
import { createAdministrator } from '../modules/identity/administrators';
import { customersRepository as customers } from '../modules/identity/customers.repository';
import { passwordHasher } from '../modules/identity/password-hasher';
import { seedDemoAffiliations } from '../modules/masterdata/demo-affiliations';
import { seedDemoFighters } from '../modules/fighters/demo-fighters';
import { seedDemoEvents } from '../modules/events/demo-events';
import { seedDemoRankings } from '../modules/rankings/demo-rankings';
import { seedDemoMedia } from '../modules/media/demo-media';
import { seedDemoHome } from '../modules/content/demo-home';
import { seedDemoProducts } from '../modules/commerce/demo-products';

/**
 * Demo content for an empty database: the administrator, a fan, an agent, gyms, fighters, events, the video hub
 * (from the clips in `demoMediaDir`), the home page and products for the paid content. Runs once.
 */
export async function seedDemo(db: Db, config: AppConfig, demoMediaDir: string): Promise<boolean> {
  if ((await customers.countAll(db)) > 0) return false;
  await createAdministrator(
    db,
    { email: config.demo.adminEmail, password: config.demo.adminPassword },
    config.passwordPolicy,
  );
  const passwordHash = await passwordHasher.hash(config.demo.adminPassword);
  const verified = { verifiedAt: new Date(), passwordHash };
  await customers.insert(db, {
    ...verified,
    customerType: 'INDIVIDUAL',
    registrationPurpose: 'FAN',
    firstName: 'Sita',
    lastName: 'Gurung',
    email: 'fan@sfc.example',
    emailVerified: true,
    countryCode: '+977',
    mobileNumber: '9841000001',
    mobileNumberVerified: true,
    nationality: 'NP',
    country: 'NP',
    state: 'Bagmati',
    city: 'Kathmandu',
  });
  await customers.insert(db, {
    ...verified,
    customerType: 'AGENT',
    registrationPurpose: 'FAN',
    firstName: 'Everest',
    lastName: 'Fight Club',
    email: 'agent@sfc.example',
    emailVerified: true,
    country: 'NP',
    state: 'Gandaki',
    city: 'Pokhara',
  });
  await seedDemoAffiliations(db);
  await seedDemoFighters(db, config, passwordHash);
  await seedDemoEvents(db, config);
  // After the events: their results are part of the records the order comes from.
  await seedDemoRankings(db);
  await seedDemoMedia(db, config, demoMediaDir);
  await seedDemoHome(db, config);
  await seedDemoProducts(db);
  return true;
}
