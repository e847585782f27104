import { describe, expect, it } from 'vitest';
import { mayChangeProduct, productChangedBy } from './write-revalidation';

describe('which product page a write through the gateway changes', () => {
  it('a posted comment changes the product in its path', () => {
    expect(mayChangeProduct('POST', 'v1/product/12/add/comment')).toBe(true);
    expect(productChangedBy('POST', 'v1/product/12/add/comment', null)).toBe(12);
    // The API serves it with a trailing slash too.
    expect(mayChangeProduct('POST', 'v1/product/12/add/comment/')).toBe(true);
    expect(productChangedBy('POST', 'v1/product/12/add/comment/', null)).toBe(12);
  });

  it('a report changes the product its answer names (the path holds the user id)', () => {
    const path = 'v1/product/5/comments/40/report';
    expect(mayChangeProduct('POST', path)).toBe(true);
    expect(productChangedBy('POST', path, { success: true, data: { id: 1, comment_id: 40, product_id: 9 } })).toBe(9);
    expect(productChangedBy('POST', path, { data: { product_id: '9' } })).toBeNull();
    expect(productChangedBy('POST', path, null)).toBeNull();
  });

  it('reads and other writes change nothing', () => {
    expect(mayChangeProduct('GET', 'v1/product/12/comments')).toBe(false);
    expect(productChangedBy('GET', 'v1/product/12/add/comment', null)).toBeNull();
    expect(productChangedBy('POST', 'v1/app/customer/3/add/favorite', null)).toBeNull();
    expect(mayChangeProduct('POST', 'v1/product/12/add/comment/x')).toBe(false);
  });
});
