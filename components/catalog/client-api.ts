import { catalogApi } from '@/lib/api/catalog';
import { browserHttp } from '@/lib/api/browser';

/** The catalogue API as the browser reaches it (through the same-origin gateway). */
export const catalog = catalogApi(browserHttp);
