export type Coding = 'br' | 'gzip';
export function negotiateEncoding<C extends Coding = 'gzip'>(header: string | undefined | null, offered?: readonly C[]): C | 'identity' | null;
