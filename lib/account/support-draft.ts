import { formDraft } from '@/lib/form-draft';
import { SUPPORT_DESCRIPTION_MAX } from './support';

/** What was typed into the support form (form-draft.ts): a description of up to 2,000 characters is not typed twice. */
export const supportDraft = formDraft('support-draft', ['name', 'mobile', 'description'], SUPPORT_DESCRIPTION_MAX);
