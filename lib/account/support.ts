import type { SupportRequest } from '@/lib/api/account';
import { normalizeMobile } from '@/common/digits';
import { SUPPORT_TICKET_TYPE } from '@/lib/spec-constants';

/** The spec's support states (section 4): 0 idle, 1 sending, 2 sent, 3 failed. */
export const SUPPORT_STATE = { idle: 0, sending: 1, sent: 2, failed: 3 } as const;
export type SupportState = (typeof SUPPORT_STATE)[keyof typeof SUPPORT_STATE];

/** The longest description the form takes. */
export const SUPPORT_DESCRIPTION_MAX = 2000;

export const SUPPORT_SENT_MESSAGE = 'درخواست پشتیبانی شما با موفقیت ثبت شد';

export type SupportDraft = { ok: true; request: SupportRequest } | { ok: false; field: 'name' | 'mobile' | 'description'; error: string };

/** The form's fields as the API's request (type 1 always, mobile as 09…), or the first field at fault. */
export function supportRequest(name: string, mobile: string, description: string): SupportDraft {
  if (!name.trim()) return { ok: false, field: 'name', error: 'نام را وارد کنید' };
  const normalized = normalizeMobile(mobile);
  if (!normalized) return { ok: false, field: 'mobile', error: 'شماره موبایل معتبر نیست' };
  if (!description.trim()) return { ok: false, field: 'description', error: 'شرح درخواست را بنویسید' };
  return { ok: true, request: { type: SUPPORT_TICKET_TYPE, name: name.trim(), mobile: normalized, description: description.trim() } };
}
