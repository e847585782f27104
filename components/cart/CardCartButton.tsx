import Link from '@/components/ui/Link';
import { productPath } from '@/lib/seo/urls';
import type { ProductSummary } from '@/lib/api/product-types';
import { SOLD_OUT_LABEL } from '@/lib/cart/line';
import { AddToCart } from './AddToCart';
import { BOOKING_ID } from '@/components/reservation/booking-id';
import { CARD_BUTTON_CLASS, ForProduct } from './card-button';

/** What a card's button says when it opens the product page to choose toppings or see a pack. */
export const CHOOSE_LABEL = 'انتخاب گزینه‌ها';

/**
 * A product card's cart button. Sold out («ناموجود»), "choose on the product page" (toppings,
 * packs) and "book a turn" (reservable products, never bought as goods) need no script; adding
 * one gets the cart when its code has loaded after hydration.
 */
export function CardCartButton({ product }: { product: ProductSummary }) {
  if (product.limit === 0) {
    return (
      <button type="button" disabled className={CARD_BUTTON_CLASS}>
        {SOLD_OUT_LABEL}
        <ForProduct name={product.name} />
      </button>
    );
  }
  if (product.reservable) {
    return (
      <Link href={`${productPath(product.id)}#${BOOKING_ID}`} className={CARD_BUTTON_CLASS} title="انتخاب تاریخ و نوبت در صفحه محصول">
        رزرو نوبت
        <ForProduct name={product.name} />
      </Link>
    );
  }
  if (product.has_toppings || product.is_pack) {
    return (
      <Link href={productPath(product.id)} className={CARD_BUTTON_CLASS} title={product.is_pack ? 'اقلام پک در صفحه محصول' : 'انتخاب افزودنی‌ها در صفحه محصول'}>
        {product.is_pack ? 'مشاهده پک' : CHOOSE_LABEL}
        <ForProduct name={product.name} />
      </Link>
    );
  }
  return <AddToCart product={product} />;
}
