import type { EventDetail, TicketTier } from '@ringside/contract';
import { formatMoney, formatNumber } from '@ringside/contract/display/numbers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useDisplayLocale } from '../../../components/use-display-locale';

/** Few enough seats left to say so ("Only 4 left"). */
const FEW_LEFT = 10;

/** How many seats one order may ask for now: the tier's limit, or fewer when fewer are left. */
export const orderLimit = (tier: Pick<TicketTier, 'perOrderLimit' | 'remaining'>) =>
  Math.max(1, Math.min(tier.perOrderLimit, tier.remaining));

/** The checkout of a tier's seats: its product, with the quantity asked for. */
export const ticketCheckoutPath = (tier: Pick<TicketTier, 'productId'>, quantity: number) =>
  `/checkout/${encodeURIComponent(tier.productId)}?quantity=${quantity}`;

function TierRow({ tier, primary }: { tier: TicketTier; primary: boolean }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const navigate = useNavigate();
  const [quantity, setQuantity] = useState(1);
  const limit = orderLimit(tier);
  const soldOut = tier.remaining === 0;
  const id = `tier-${tier.id}`;
  const buy = () => void navigate(ticketCheckoutPath(tier, Math.min(quantity, limit)));
  return (
    <li className="events-tier" data-testid="ticket-tier">
      <div className="events-tier-head">
        <h3 id={id} className="events-tier-name">
          {tier.name}
        </h3>
        <strong className="events-tier-price">{formatMoney(tier.amount, tier.currency, locale)}</strong>
      </div>
      {soldOut ? (
        <p className="events-full">
          <strong>{t('events.tiers.soldOut')}</strong>
        </p>
      ) : !tier.onSale ? (
        <p className="events-muted">{t('events.tiers.notOnSale')}</p>
      ) : (
        <div className="events-tier-buy">
          <label className="events-tier-quantity">
            <span className="visually-hidden">{t('events.tiers.quantity', { tier: tier.name })}</span>
            <select
              value={Math.min(quantity, limit)}
              onChange={(event) => setQuantity(Number(event.target.value))}
              aria-describedby={id}
              data-testid="tier-quantity"
            >
              {Array.from({ length: limit }, (_, index) => index + 1).map((count) => (
                <option key={count} value={count}>
                  {formatNumber(count, locale)}
                </option>
              ))}
            </select>
          </label>
          <Button variant={primary ? 'primary' : 'default'} onClick={buy} data-testid="buy-tickets">
            {t('events.tiers.buy')}
          </Button>
        </div>
      )}
      {!soldOut && tier.onSale && tier.remaining <= FEW_LEFT ? (
        <p className="events-seats">{t('events.tiers.fewLeft', { count: tier.remaining })}</p>
      ) : null}
    </li>
  );
}

/**
 * Seats at the venue: the event's paid tiers with their price, a quantity (up to the tier's limit) and Buy, which
 * goes to the checkout (a visitor signs in there first); "Sold out" and "Not on sale" say why not. Free tiers are the
 * attendance panel's. `primary`: the page's one primary action when the hero has none (decision 44).
 */
export function TicketsPanel({ event, primary }: { event: EventDetail; primary: boolean }) {
  const { t } = useTranslation();
  const paid = event.ticketTiers.filter((tier) => tier.amount > 0);
  if (paid.length === 0 || (event.status !== 'PUBLISHED' && event.status !== 'LIVE')) return null;
  const first = paid.find((tier) => tier.onSale);
  return (
    <section className="events-panel events-action" aria-labelledby="events-tickets-title">
      <h2 id="events-tickets-title">{t('events.tiers.title')}</h2>
      <p className="events-muted">{t('events.tiers.text')}</p>
      <ul className="events-tiers">
        {paid.map((tier) => (
          <TierRow key={tier.id} tier={tier} primary={primary && tier === first} />
        ))}
      </ul>
    </section>
  );
}
