import { describe, expect, it } from 'vitest';
import { createRootStore } from '@/stores/root';
import { restoreStore } from '@/stores/restore';
import { storeAppConfig } from '@/stores/app-config';
import { memoryStorage } from '@/stores/memory-storage';
import type { AppConfig, SessionData } from './api/types';
import { backTarget, goesBackAfterLogin } from './login-rule';
import { previousPage, rememberPage } from './site-history';

const config: AppConfig = {
  shop_name: 'کافه',
  description: '',
  shop_type: 'doctor',
  skeleton_type: 'card',
  palette: null,
  price_range: { min: 10_000, max: 900_000 },
};
const unnamed = { user: { id: 1, role: 'customer' }, customer: { id: 2, first_name: '', name: '' } } as SessionData;
const named = { user: { id: 1, role: 'customer' }, customer: { id: 2, first_name: 'سارا', name: 'سارا' } } as SessionData;

describe('app config in the store (spec sections 3 and 7)', () => {
  it('keeps the config and its price_range, persisted, so the doctor rule can fire', async () => {
    const storage = memoryStorage();
    const store = createRootStore(storage);
    await restoreStore(store);
    expect(goesBackAfterLogin(unnamed, store.getState().app.config?.shop_type)).toBe(false);
    storeAppConfig(store, config);
    expect(store.getState().userGlobalChanges.price_range).toEqual({ min: 10_000, max: 900_000 });
    expect(goesBackAfterLogin(unnamed, store.getState().app.config?.shop_type)).toBe(true);
    const again = createRootStore(storage);
    await restoreStore(again);
    expect(again.getState().app.config?.shop_type).toBe('doctor');
    expect(again.getState().userGlobalChanges.price_range?.max).toBe(900_000);
  });
});

describe('after-login rule', () => {
  it('sends new users, and unnamed customers of a doctor shop, back', () => {
    expect(goesBackAfterLogin({ ...named, is_new_user: true }, 'shop')).toBe(true);
    expect(goesBackAfterLogin(named, 'doctor')).toBe(false);
    expect(goesBackAfterLogin(unnamed, 'shop')).toBe(false);
  });

  it('goes back to the previous page of this site, or home when there is none', () => {
    const storage = memoryStorage() as unknown as Storage;
    expect(backTarget(previousPage(storage), '/login')).toBe('/');
    rememberPage(storage, '/product/4');
    rememberPage(storage, '/login');
    rememberPage(storage, '/login');
    expect(backTarget(previousPage(storage), '/login')).toBe('/product/4');
    rememberPage(storage, '/cart');
    expect(backTarget(previousPage(storage), '/cart')).toBe('/');
  });
});
