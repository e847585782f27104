import { toPersianDigits } from '@/common/digits';

/** A product picture's alternative text: the name, then «– تصویر ۲» and on for the others. */
export const imageAlt = (name: string, index: number) => (index === 0 ? name : `${name} – تصویر ${toPersianDigits(index + 1)}`);
