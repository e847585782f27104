'use client';

import { useEffect } from 'react';
import { useCart } from '@/hooks/queries/cart';
import { publishCardCart } from '@/hooks/card-cart';

/** Publishes the cart to the cards' add buttons (hooks/card-cart.ts); loaded as an island. */
export function CardCartBridge() {
  const { lines, restored, add } = useCart();
  useEffect(() => publishCardCart({ lines, restored, add }), [lines, restored, add]);
  useEffect(() => () => publishCardCart(null), []);
  return null;
}
