import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Customer, CustomerDetail, Logo, UpdateCustomerRequest } from '@ringside/contract';
import { isCountryCode } from '@ringside/contract/reference/countries';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { assertSelfOrStaff } from './access';
import { customersRepository as customers } from './customers.repository';
import { fullName, logoUrl, toCustomer } from './customer.mapper';
import { logosRepository as logos, type LogoRow } from './logos.repository';
import type { IdentityCache } from './identity-cache';
import type { Principal, Sessions } from './sessions.service';

const LOGO_FORMATS = new Set(['png', 'jpeg', 'webp']);
const LOGO_SIZE_PX = 512;

/** The customer profile, its detail with devices, and the agent logo. */
export class Profiles {
  constructor(
    private readonly db: Db,
    private readonly sessions: Sessions,
    readonly logoMaxBytes: number,
    private readonly cache: IdentityCache,
  ) {}

  async get(principal: Principal, customerId: string): Promise<Customer> {
    assertSelfOrStaff(principal, customerId);
    const cached = this.cache.profiles.get(customerId);
    if (cached) return cached;
    const row = await customers.findWithLogo(this.db, customerId);
    if (!row) throw new AppError('HUBCSNF001');
    const customer = toCustomer(row);
    this.cache.profiles.put(customerId, customer);
    return customer;
  }

  async detail(principal: Principal, customerId: string): Promise<CustomerDetail> {
    const customer = await this.get(principal, customerId);
    const row = await customers.findById(this.db, customerId);
    const inviter = row?.invitedById ? await customers.findById(this.db, row.invitedById) : undefined;
    return {
      ...customer,
      devices: await this.sessions.devices(customerId, principal.sessionId),
      invitedBy: inviter ? { id: inviter.id, fullName: fullName(inviter) } : null,
    };
  }

  async update(principal: Principal, customerId: string, input: UpdateCustomerRequest): Promise<Customer> {
    assertSelfOrStaff(principal, customerId);
    const current = await customers.findById(this.db, customerId);
    if (!current) throw new AppError('HUBCSNF001');
    if (input.customerType && input.customerType !== current.customerType)
      throw AppError.field('customerType', 'HUBCSCT001');
    if (!isCountryCode(input.nationality)) throw AppError.field('nationality', 'HUBCSNT002');
    if (!isCountryCode(input.country)) throw AppError.field('country', 'HUBCSCY002');

    // The number is not a plain field: a new one is proven by its SMS code (verify-request/mobile), removing it is
    // its own call, and leaving it out keeps it. Sending the current one back is fine.
    const sameNumber = input.countryCode === current.countryCode && input.mobileNumber === current.mobileNumber;
    if (input.mobileNumber !== undefined && !sameNumber) throw AppError.field('mobileNumber', 'HUBCSMB006');

    await customers.update(this.db, customerId, {
      title: input.title ?? null,
      firstName: input.firstName,
      middleName: input.middleName ?? null,
      lastName: input.lastName,
      dateOfBirth: input.dateOfBirth,
      gender: input.gender ?? null,
      nationality: input.nationality,
      country: input.country,
      state: input.state,
      city: input.city ?? null,
      streetAddress: input.streetAddress,
      postCode: input.postCode ?? null,
      registrationPurpose: input.registrationPurpose ?? current.registrationPurpose,
    });
    this.cache.invalidate({ customerIds: [customerId] });
    return this.get(principal, customerId);
  }

  /** Takes the mobile number off one's profile, unless it is the only way to sign in. */
  async removeMobile(principal: Principal): Promise<Customer> {
    const current = await customers.findById(this.db, principal.customerId);
    if (!current) throw new AppError('HUBCSNF001');
    if (current.mobileNumber !== null && !current.email) throw AppError.field('mobileNumber', 'HUBCSMB001');
    await customers.update(this.db, current.id, { countryCode: null, mobileNumber: null, mobileNumberVerified: false });
    this.cache.invalidate({ customerIds: [current.id] });
    return this.get(principal, current.id);
  }

  async getLogo(principal: Principal): Promise<Logo> {
    if (principal.customerType !== 'AGENT') throw new AppError('HUBLGNP001');
    const row = await logos.find(this.db, principal.customerId);
    if (!row) throw new AppError('HUBLGNF001');
    return toLogo(row);
  }

  /** Stores an agent's logo, re-encoded to at most 512 px WebP: smaller, and never a crafted file. */
  async putLogo(principal: Principal, upload: Buffer | undefined): Promise<Logo> {
    if (principal.customerType !== 'AGENT') throw new AppError('HUBLGNP001');
    if (!upload || upload.length === 0) throw AppError.field('logo', 'HUBLGMS001');
    const invalid = () => this.invalidLogo();
    if (upload.length > this.logoMaxBytes) throw invalid();
    let content: Buffer;
    try {
      const image = sharp(upload, { limitInputPixels: 40_000_000 });
      const { format } = await image.metadata();
      if (!format || !LOGO_FORMATS.has(format)) throw invalid();
      content = await image
        .rotate()
        .resize(LOGO_SIZE_PX, LOGO_SIZE_PX, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 85 })
        .toBuffer();
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw invalid();
    }
    const version = createHash('sha256').update(content).digest('hex').slice(0, 12);
    const row = await logos.upsert(this.db, {
      customerId: principal.customerId,
      contentType: 'image/webp',
      content,
      size: content.length,
      version,
    });
    this.cache.invalidate({ customerIds: [principal.customerId] });
    return toLogo(row);
  }

  invalidLogo(): AppError {
    return AppError.field('logo', 'HUBLGIV001', { maxMb: Math.round((this.logoMaxBytes / 1024 / 1024) * 10) / 10 });
  }

  /** The public image behind a logo URL. */
  async logoImage(customerId: string): Promise<LogoRow> {
    const row = await logos.find(this.db, customerId);
    if (!row) throw new AppError('HUBLGNF001');
    return row;
  }
}

function toLogo(row: LogoRow): Logo {
  return {
    logoUrl: logoUrl(row.customerId, row.version),
    contentType: row.contentType,
    size: row.size,
    updatedAt: row.updatedAt.toISOString(),
  };
}
