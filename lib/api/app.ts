import type { KyInstance } from 'ky';
import { send } from './envelope';
import type { AppConfig } from './types';

export function appApi(http: KyInstance) {
  return {
    config: () => send<{ config: AppConfig }>(http.get('v1/app/config')),
  };
}
