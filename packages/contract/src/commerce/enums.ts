import { z } from 'zod';
import { CONTENT_TYPES } from '../media/enums';

/**
 * What a product sells: access to a video, to an event's live stream (and its replay) or to a showcase; a seat of
 * one of an event's ticket tiers (TICKET, bought by the quantity); or the Fight Pass (PASS: every paid video and
 * live event for a number of days).
 */
export const PRODUCT_TYPES = [...CONTENT_TYPES, 'TICKET', 'PASS'] as const;
export const ProductTypeSchema = z.enum(PRODUCT_TYPES, { error: 'HUBPRTY001' });
export type ProductType = z.infer<typeof ProductTypeSchema>;

/**
 * How a customer pays: the spec's CONNECT_IPS, IME_PAY and STRIPE, Nepal's two most used wallets, and SANDBOX (a page
 * of our own where the payer approves or declines, on when no gateway is configured).
 */
export const PAYMENT_METHODS = ['ESEWA', 'KHALTI', 'CONNECT_IPS', 'IME_PAY', 'STRIPE', 'SANDBOX'] as const;
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS, { error: 'HUBPYMT001' });
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/** UNPAID -> PAID (access granted) or FAILED / CANCELLED / EXPIRED; PAID -> REFUNDED by staff (access withdrawn). */
export const PURCHASE_STATUSES = ['UNPAID', 'PAID', 'FAILED', 'CANCELLED', 'EXPIRED', 'REFUNDED'] as const;
export const PurchaseStatusSchema = z.enum(PURCHASE_STATUSES);
export type PurchaseStatus = z.infer<typeof PurchaseStatusSchema>;

/**
 * Why staff must look at a purchase: the gateway reported another amount than the purchase's (kept out of PAID), or
 * the customer paid for content they already held (not granted twice; refunded through the gateway where it can), or
 * a payment arrived after its seats' hold had lapsed and the tier had sold out meanwhile (no ticket; refunded).
 */
export const PURCHASE_FLAGS = ['AMOUNT_MISMATCH', 'DUPLICATE_PAYMENT', 'SOLD_OUT'] as const;
export const PurchaseFlagSchema = z.enum(PURCHASE_FLAGS);
export type PurchaseFlag = z.infer<typeof PurchaseFlagSchema>;

/** Prices are integers in the minor unit: paisa for NPR, cents for USD (cards only). */
export const CURRENCIES = ['NPR', 'USD'] as const;
export const CurrencySchema = z.enum(CURRENCIES);
export type Currency = z.infer<typeof CurrencySchema>;
