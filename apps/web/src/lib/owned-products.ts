import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { useSession } from './session';

/** The owned call takes at most this many products at once. */
const MAX_PER_CALL = 100;

let batch: { ids: Set<string>; answer: Promise<ReadonlySet<string>> } | undefined;

/**
 * Whether the viewer holds this product. Cards asking in the same moment (the hub's rows, a grid) share one
 * `POST /purchases/owned`, not one call per card.
 */
function isOwned(productId: string): Promise<boolean> {
  if (!batch || batch.ids.size >= MAX_PER_CALL) {
    const ids = new Set<string>();
    const answer = new Promise<ReadonlySet<string>>((resolve, reject) => {
      setTimeout(() => {
        if (batch?.ids === ids) batch = undefined;
        api
          .post('/purchases/owned', { body: { productIds: [...ids] } })
          .then((owned) => resolve(new Set(owned.items)), reject);
      }, 0);
    });
    batch = { ids, answer };
  }
  batch.ids.add(productId);
  return batch.answer.then((owned) => owned.has(productId));
}

/**
 * True when the signed-in viewer already holds the product that sells a card's content (bought or given): the card
 * shows it as theirs instead of a lock and a price. False for visitors and in the server's HTML.
 */
export function useOwnedProduct(productId: string | null | undefined): boolean {
  const session = useSession();
  const owned = useQuery({
    queryKey: ['owned', session?.userId ?? '', productId ?? ''],
    queryFn: () => isOwned(productId ?? ''),
    enabled: Boolean(session && productId),
    staleTime: 30_000,
    // A card that cannot say is simply shown with its price.
    meta: { silent: true },
  });
  return owned.data === true;
}
