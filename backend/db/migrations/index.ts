import core from './001_core';
import catalog from './002_catalog';
import catalogSocial from './003_catalog_social';
import cart from './004_cart';
import security from './005_security';
import checkout from './006_checkout';
import reservations from './007_reservations';
import guestSessions from './008_guest_sessions';
import reservationOrders from './009_reservation_orders';
import account from './010_account';
import push from './011_push';
import catalogChanges from './012_catalog_changes';
import paymentAuthority from './013_payment_authority';
import commentChanges from './014_comment_changes';
import orderItemNames from './015_order_item_names';
import cartToppingRemoval from './016_cart_topping_removal';
import paymentRecheck from './017_payment_recheck';
import paymentReuse from './018_payment_reuse';
import paymentReturnTime from './019_payment_return_time';
import paymentSweep from './020_payment_sweep';
import cartMergeLines from './021_cart_merge_lines';
import couponLimits from './022_coupon_limits';
import pushSubscriptions from './023_push_subscriptions';
import otpSentIndex from './024_otp_sent_index';
import otpWindowIndex from './025_otp_window_index';
import couponLockScope from './026_coupon_lock_scope';
import catalogUpdatedAt from './027_catalog_updated_at';
import productPageChanges from './028_product_page_changes';
import paymentPaidOrder from './029_payment_paid_order';

/** Every migration in the order it must run; append new files, never edit applied ones. */
export const migrations: { name: string; sql: string }[] = [
  { name: '001_core', sql: core },
  { name: '002_catalog', sql: catalog },
  { name: '003_catalog_social', sql: catalogSocial },
  { name: '004_cart', sql: cart },
  { name: '005_security', sql: security },
  { name: '006_checkout', sql: checkout },
  { name: '007_reservations', sql: reservations },
  { name: '008_guest_sessions', sql: guestSessions },
  { name: '009_reservation_orders', sql: reservationOrders },
  { name: '010_account', sql: account },
  { name: '011_push', sql: push },
  { name: '012_catalog_changes', sql: catalogChanges },
  { name: '013_payment_authority', sql: paymentAuthority },
  { name: '014_comment_changes', sql: commentChanges },
  { name: '015_order_item_names', sql: orderItemNames },
  { name: '016_cart_topping_removal', sql: cartToppingRemoval },
  { name: '017_payment_recheck', sql: paymentRecheck },
  { name: '018_payment_reuse', sql: paymentReuse },
  { name: '019_payment_return_time', sql: paymentReturnTime },
  { name: '020_payment_sweep', sql: paymentSweep },
  { name: '021_cart_merge_lines', sql: cartMergeLines },
  { name: '022_coupon_limits', sql: couponLimits },
  { name: '023_push_subscriptions', sql: pushSubscriptions },
  { name: '024_otp_sent_index', sql: otpSentIndex },
  { name: '025_otp_window_index', sql: otpWindowIndex },
  { name: '026_coupon_lock_scope', sql: couponLockScope },
  { name: '027_catalog_updated_at', sql: catalogUpdatedAt },
  { name: '028_product_page_changes', sql: productPageChanges },
  { name: '029_payment_paid_order', sql: paymentPaidOrder },
];
