import 'server-only';
import { cache } from 'react';
import { unstable_cache } from 'next/cache';
import { HOME_TAG, CATALOG_REVALIDATE, isNotFound } from './catalog-server';
import { reservationsApi, type Owner, type OwnerDetails } from './reservations';
import { serverHttp } from './server';

/** Cached public reads of the product owners, refreshed with the catalogue (tag `home`). */
const api = reservationsApi(serverHttp);

const cachedOwners = unstable_cache(async (): Promise<Owner[]> => (await api.owners()).data.results, ['owners:list:v1'], {
  tags: [HOME_TAG],
  revalidate: CATALOG_REVALIDATE,
});

export const getOwners = cache(() => cachedOwners());

/** An owner with their reservable products; null when there is no such (active) owner. */
export const getOwner = cache((id: number): Promise<OwnerDetails | null> =>
  unstable_cache(
    async () => {
      try {
        return (await api.owner(id)).data;
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    ['owners:details:v1', String(id)],
    { tags: [HOME_TAG], revalidate: CATALOG_REVALIDATE },
  )(),
);
