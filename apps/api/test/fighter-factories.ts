import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type FighterProfileStatus, FighterProfileRequestSchema, type PermissionArea } from '@ringside/contract';
import type { Db } from '../src/db/client';
import type { CustomerRow } from '../src/modules/identity/identity.table';
import { masterData } from '../src/modules/masterdata/master-data.table';
import { type FighterValues, valuesOf } from '../src/modules/fighters/fighter-values';
import { photosRepository } from '../src/modules/fighters/photos.repository';
import { profilesRepository } from '../src/modules/fighters/profiles.repository';
import { publish } from '../src/modules/fighters/publication';
import { TestClient } from './client';
import { PASSWORD, createCustomer, createStaff } from './factories';

/** A standard weight class the test app seeds ("Lightweight", "Women's Strawweight"...). */
export async function weightClassNamed(db: Db, name: string): Promise<string> {
  const [row] = await db
    .select({ id: masterData.id })
    .from(masterData)
    .where(and(eq(masterData.kind, 'WEIGHT_CLASS'), eq(masterData.name, name)))
    .limit(1);
  if (!row) throw new Error(`no weight class named ${name}`);
  return row.id;
}

/** A photo row owned by a customer, without files (enough for everything but serving it). */
export async function createPhoto(db: Db, ownerId: string): Promise<string> {
  return (await photosRepository.insert(db, ownerId)).id;
}

/** A complete application body that can be sent for review, for a customer who owns `photo`. */
export function applicationBody(weightClassId: string, photo: string, overrides: Record<string, unknown> = {}) {
  return {
    title: 'MR',
    firstName: 'Bikash',
    lastName: 'Thapa',
    nickname: 'The Tiger',
    gender: 'MALE',
    dateOfBirth: '1996-04-12',
    nationality: 'NP',
    countryCode: 'NP',
    heightCm: 175,
    weightKg: 70,
    reachCm: 180,
    weightClassId,
    stance: 'ORTHODOX',
    coach: 'Ram Gurung',
    hometown: 'Pokhara',
    bio: 'Started in wushu, fights out of Pokhara.',
    photo,
    socialLinks: { instagram: 'https://instagram.com/bikash.thapa' },
    priorRecord: { wins: 7, losses: 2, draws: 1, winsByKo: 4, winsBySub: 1, winsByDecision: 2 },
    ...overrides,
  };
}

/** A customer signed in on a browser of their own (by email, or by mobile number when there is no email). */
export async function signedInCustomer(
  app: FastifyInstance,
  db: Db,
  overrides: Parameters<typeof createCustomer>[1] = {},
): Promise<{ customer: CustomerRow; client: TestClient }> {
  const customer = await createCustomer(db, overrides);
  const client = new TestClient(app);
  const identifier: Record<string, string> = customer.email
    ? { email: customer.email }
    : { countryCode: customer.countryCode ?? '', mobileNumber: customer.mobileNumber ?? '' };
  await client.signIn({ ...identifier, password: PASSWORD });
  return { customer, client };
}

/** A staff member signed in, holding the given areas (the review needs BOOKINGANDTICKETING). */
export async function signedInStaff(
  app: FastifyInstance,
  db: Db,
  permissions: PermissionArea[] = ['BOOKINGANDTICKETING'],
  overrides: Parameters<typeof createStaff>[2] = {},
): Promise<{ staff: CustomerRow; client: TestClient }> {
  const staff = await createStaff(db, permissions, overrides);
  const client = new TestClient(app);
  await client.signIn({ email: staff.email ?? '', password: PASSWORD });
  return { staff, client };
}

/**
 * A fighter straight in the database in a given state; APPROVED ones are published as an approval would
 * leave them. For tests about what comes after the application (directory, pages, review queue).
 */
export async function createFighter(
  db: Db,
  options: {
    status?: FighterProfileStatus;
    customer?: Parameters<typeof createCustomer>[1];
    fields?: Partial<FighterValues>;
    weightClass?: string;
    recordVerified?: boolean;
  } = {},
) {
  const customer = await createCustomer(db, { registrationPurpose: 'FIGHTER', ...options.customer });
  const weightClassId = await weightClassNamed(db, options.weightClass ?? 'Lightweight');
  const photoId = await createPhoto(db, customer.id);
  const values: FighterValues = {
    ...valuesOf(FighterProfileRequestSchema.parse(applicationBody(weightClassId, photoId))),
    ...options.fields,
  };
  const status = options.status ?? 'APPROVED';
  const now = new Date();
  const profile = await profilesRepository.insert(db, {
    customerId: customer.id,
    status,
    ...values,
    submittedAt: status === 'DRAFT' ? null : now,
    decidedAt: status === 'APPROVED' || status === 'REJECTED' ? now : null,
    rejectionReason: status === 'REJECTED' ? 'The photo is blurred' : null,
    recordVerifiedAt: options.recordVerified ? now : null,
  });
  const published = status === 'APPROVED' ? await publish(db, profile, undefined, now) : undefined;
  return { customer, profile, published };
}
