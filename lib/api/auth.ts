import type { KyInstance } from 'ky';
import { send } from './envelope';
import type { SessionData } from './types';

export interface CodeSent {
  mobile: string;
  resend_after: number;
  code_length: number;
}

export function authApi(http: KyInstance) {
  return {
    guest: () => send<SessionData>(http.post('v1/user/login/guest')),
    login: (mobile: string) => send<CodeSent>(http.post('v1/user/login', { json: { mobile } })),
    resend: (mobile: string) => send<CodeSent>(http.post('v1/user/resend', { json: { mobile } })),
    validate: (mobile: string, code: string) => send<SessionData>(http.post('v1/user/validate', { json: { mobile, code } })),
  };
}
