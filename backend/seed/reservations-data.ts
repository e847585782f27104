/** Who gives the reservable services of the demo shop (GET /user/product_owners). */
export const SEED_OWNERS = [
  {
    slug: 'naqshejahan-cafe-hall',
    name: 'کافه پرهام‌رود',
    title: 'سالن و اتاق جلسات',
    description: 'سالن اصلی کافه رو به میدان نقش جهان با میزهای دونفره و خانوادگی و یک اتاق جلسات دربسته.',
    image: '/media/posters/cold-drinks-offer.webp',
    address: 'اصفهان، میدان نقش جهان، ضلع شمالی، سردر بازار قیصریه، پلاک ۱۲',
    phone: '03132212345',
    lat: 32.646305,
    lng: 51.667598,
    working_hours: 'هر روز از ساعت ۸ تا ۲۳',
    instagram: 'cafe.parhamrud',
    sort: 1,
    products: ['window-table-for-two', 'family-table-six', 'vip-meeting-room'],
  },
  {
    slug: 'sara-mohammadi-barista',
    name: 'سارا محمدی',
    title: 'مربی باریستا',
    description: 'باریستای ارشد کافه با ده سال سابقه؛ کلاس‌های مقدماتی باریستا و کارگاه‌های لته‌آرت را برگزار می‌کند.',
    image: '/media/products/barista-class.webp',
    address: 'اصفهان، میدان نقش جهان، کافه پرهام‌رود، طبقه دوم (کلاس آموزش)',
    phone: '03132212346',
    lat: 32.646305,
    lng: 51.667598,
    working_hours: 'شنبه و دوشنبه ۱۰ تا ۱۳، پنجشنبه ۱۶ تا ۱۹',
    instagram: 'sara.barista.isf',
    sort: 2,
    products: ['barista-class', 'latte-art-workshop'],
  },
];

/**
 * Demo bookings that keep some upcoming turns full or nearly full: for the product's turn that
 * starts at `start`, the k-th coming day it runs (from tomorrow) gets booked[k] places in total.
 */
export const SEED_BOOKING_TARGETS: { product: string; start: string; booked: number[] }[] = [
  { product: 'window-table-for-two', start: '20:00', booked: [1, 1, 1] },
  { product: 'family-table-six', start: '18:00', booked: [1] },
  { product: 'vip-meeting-room', start: '09:00', booked: [1] },
  { product: 'barista-class', start: '10:00', booked: [7, 8] },
  { product: 'latte-art-workshop', start: '16:00', booked: [5] },
];
