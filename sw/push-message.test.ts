import { describe, expect, it } from 'vitest';
import { DEFAULT_ICON, DEFAULT_TITLE, readPushMessage, sameOriginUrl } from './push-message';

const origin = 'https://shop.example';

describe('push messages', () => {
  it("reads the shop's own shape", () => {
    const raw = JSON.stringify({ title: 'سفارش شما آماده است', body: 'سفارش ۱۲ را تحویل بگیرید', url: '/order/12' });
    expect(readPushMessage(raw, origin)).toEqual({
      title: 'سفارش شما آماده است',
      body: 'سفارش ۱۲ را تحویل بگیرید',
      url: 'https://shop.example/order/12',
      icon: `https://shop.example${DEFAULT_ICON}`,
    });
  });

  it("reads Firebase Cloud Messaging's shape", () => {
    const raw = JSON.stringify({
      from: '123',
      notification: { title: 'تخفیف تازه', body: 'تا فردا', icon: '/icons/icon-512.png' },
      data: { url: '/product/3' },
    });
    expect(readPushMessage(raw, origin)).toMatchObject({ title: 'تخفیف تازه', body: 'تا فردا', url: 'https://shop.example/product/3', icon: 'https://shop.example/icons/icon-512.png' });
    expect(readPushMessage(JSON.stringify({ notification: { title: 't' }, fcmOptions: { link: 'https://shop.example/cart' } }), origin).url).toBe('https://shop.example/cart');
  });

  it('never opens or shows anything from another site', () => {
    const raw = JSON.stringify({ title: 't', url: 'https://evil.example/login', icon: 'https://evil.example/i.png' });
    const message = readPushMessage(raw, origin);
    expect(message.url).toBe('https://shop.example/');
    expect(message.icon).toBe(`https://shop.example${DEFAULT_ICON}`);
    expect(sameOriginUrl('//evil.example/x', origin)).toBe('https://shop.example/');
    expect(sameOriginUrl('javascript:alert(1)', origin)).toBe('https://shop.example/');
  });

  it('gives an empty, plain-text or hostile message a safe default', () => {
    expect(readPushMessage(null, origin)).toMatchObject({ title: DEFAULT_TITLE, body: '', url: 'https://shop.example/' });
    expect(readPushMessage('سلام', origin)).toMatchObject({ title: DEFAULT_TITLE, body: 'سلام' });
    expect(readPushMessage(JSON.stringify([1, 2]), origin).title).toBe(DEFAULT_TITLE);
    const long = readPushMessage(JSON.stringify({ title: 'x'.repeat(5000), body: 42 }), origin);
    expect(long.title.length).toBe(120);
    expect(long.body).toBe('');
  });
});
