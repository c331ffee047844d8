/** Every query of the commerce back office (products, purchases, payment logs) starts with this key. */
export const COMMERCE_ADMIN_KEY = 'commerce-admin';
