/**
 * The demo shop's catalogue as plain data: read by the seed (backend/seed/catalog.ts) and by
 * the image generator (scripts/generate-product-images.ts), so slugs and pictures stay in step.
 * Slugs and SKUs are stable: the seed inserts only rows whose slug is missing.
 */

/** What the generated picture shows (scripts/generate-product-images.ts draws each kind). */
export type Art =
  | 'cheesecake'
  | 'fudge'
  | 'tiramisu'
  | 'cup'
  | 'glass'
  | 'pizza'
  | 'burger'
  | 'plate'
  | 'bowl'
  | 'pancake'
  | 'fries'
  | 'cake'
  | 'dessert'
  | 'box'
  | 'table'
  | 'room'
  | 'class'
  | 'croissant';

export interface SeedCategory {
  slug: string;
  name: string;
  parent?: string;
  description: string;
  sort: number;
  art: Art;
  /** Base colour hue (0–360) of the generated picture. */
  hue: number;
}

export interface SeedTurns {
  /** Weekdays as PostgreSQL's EXTRACT(DOW): 0 = Sunday (یکشنبه) … 5 = Friday (جمعه), 6 = Saturday (شنبه). */
  weekdays: number[];
  slots: [start: string, end: string][];
  capacity: number;
}

export interface SeedProduct {
  slug: string;
  sku: string;
  name: string;
  category: string;
  description: string;
  /** Toman, rounded to 1000. */
  price: number;
  discount?: number;
  /** null/undefined: unlimited; 0: sold out; n: at most n in a cart. */
  limit?: number | null;
  reservable?: boolean;
  /** Slugs of the products in this pack. */
  pack?: string[];
  toppings?: [name: string, price: number][];
  properties?: Record<string, string>;
  turns?: SeedTurns;
  popularity: number;
  /** How many days ago it was added (drives the "newest" order). */
  ageDays: number;
  art: Art;
  hue: number;
  /** Number of pictures (default 1); extra ones are <slug>-2.webp, … */
  gallery?: number;
}

export const SEED_CATEGORIES: SeedCategory[] = [
  { slug: 'drinks', name: 'نوشیدنی', description: 'قهوه‌های تخصصی، چای و دمنوش و نوشیدنی‌های سرد تازه.', sort: 1, art: 'cup', hue: 28 },
  { slug: 'hot-drinks', name: 'نوشیدنی گرم', parent: 'drinks', description: 'اسپرسو، لاته، کاپوچینو، قهوه ترک و چای‌های گرم.', sort: 1, art: 'cup', hue: 24 },
  { slug: 'cold-drinks', name: 'نوشیدنی سرد', parent: 'drinks', description: 'آیس‌کافی، فراپه، موهیتو، لیموناد و اسموتی.', sort: 2, art: 'glass', hue: 190 },
  { slug: 'food', name: 'غذا', description: 'پیتزا، برگر، صبحانه و غذاهای اصیل اصفهانی.', sort: 2, art: 'plate', hue: 12 },
  { slug: 'pizza', name: 'پیتزا', parent: 'food', description: 'پیتزاهای ایتالیایی با خمیر دست‌ساز و تنور داغ.', sort: 1, art: 'pizza', hue: 8 },
  { slug: 'burger', name: 'برگر', parent: 'food', description: 'برگرهای گوشت تازه، مرغ سوخاری و برگر گیاهی.', sort: 2, art: 'burger', hue: 35 },
  { slug: 'breakfast', name: 'صبحانه', parent: 'food', description: 'صبحانه‌های ایرانی و فرنگی تا ساعت ۱۲ ظهر.', sort: 3, art: 'plate', hue: 48 },
  { slug: 'pasta-salad', name: 'پاستا و سالاد', parent: 'food', description: 'پاستاهای تازه و سالادهای سبک برای ناهار و شام.', sort: 4, art: 'bowl', hue: 90 },
  { slug: 'cakes-desserts', name: 'کیک و دسر', description: 'کیک‌های روز، دسرهای سرد و شیرینی‌های سنتی اصفهان.', sort: 3, art: 'cake', hue: 330 },
  { slug: 'packs', name: 'پک‌ها', description: 'پک‌های به‌صرفه برای صبحانه، عصرانه و مهمانی.', sort: 4, art: 'box', hue: 270 },
  { slug: 'reservations', name: 'رزرو', description: 'رزرو میز، اتاق جلسات و کلاس‌های قهوه.', sort: 5, art: 'table', hue: 160 },
];

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

export const SEED_PRODUCTS: SeedProduct[] = [
  // ——— نوشیدنی گرم ———
  {
    slug: 'double-espresso', sku: 'HD-101', name: 'اسپرسو دبل', category: 'hot-drinks', price: 85_000,
    description: 'دو شات اسپرسو از ترکیب عربیکا و روبوستای تازه‌برشته. کرمای غلیظ و طعم شکلات تلخ دارد و با یک لیوان آب سرد سرو می‌شود.',
    toppings: [['شات اضافه اسپرسو', 30_000], ['سیروپ وانیل', 20_000]],
    properties: { 'نوع': 'بر پایه قهوه', 'اندازه': 'کوچک' }, popularity: 80, ageDays: 120, art: 'cup', hue: 25,
  },
  {
    slug: 'americano', sku: 'HD-102', name: 'آمریکانو', category: 'hot-drinks', price: 95_000,
    description: 'اسپرسوی دبل رقیق‌شده با آب داغ، برای کسانی که قهوه را سبک و بدون شیر دوست دارند. عطر میوه‌ای دانه‌های اتیوپی را به‌خوبی نشان می‌دهد.',
    properties: { 'نوع': 'بر پایه قهوه', 'اندازه': 'متوسط' }, popularity: 60, ageDays: 118, art: 'cup', hue: 20,
  },
  {
    slug: 'cappuccino', sku: 'HD-103', name: 'کاپوچینو', category: 'hot-drinks', price: 120_000, discount: 10,
    description: 'اسپرسو با شیر بخارداده و فوم ضخیم و مخملی. با کمی پودر کاکائو یا دارچین روی فوم سرو می‌شود و پرفروش‌ترین نوشیدنی کافه است.',
    toppings: [['شات اضافه اسپرسو', 30_000], ['شیر بادام', 35_000], ['پودر دارچین', 5_000]],
    properties: { 'نوع': 'بر پایه قهوه', 'اندازه': 'متوسط' }, popularity: 98, ageDays: 115, art: 'cup', hue: 32, gallery: 2,
  },
  {
    slug: 'cafe-latte', sku: 'HD-104', name: 'کافه لاته', category: 'hot-drinks', price: 125_000,
    description: 'اسپرسو با مقدار زیادی شیر داغ و لایه‌ای نازک از فوم. ملایم و خوش‌نوش است و با سیروپ دلخواه شیرین می‌شود.',
    toppings: [['شات اضافه اسپرسو', 30_000], ['سیروپ کارامل', 20_000], ['شیر جو دوسر', 35_000]],
    properties: { 'نوع': 'بر پایه قهوه', 'اندازه': 'بزرگ' }, popularity: 90, ageDays: 110, art: 'cup', hue: 35,
  },
  {
    slug: 'mocha', sku: 'HD-105', name: 'موکا', category: 'hot-drinks', price: 140_000,
    description: 'ترکیب اسپرسو، شکلات تلخ ذوب‌شده و شیر بخارداده. روی آن خامه زده می‌شود و برای روزهای سرد انتخابی دلچسب است.',
    toppings: [['خامه', 12_000], ['سس شکلات اضافه', 18_000]],
    properties: { 'نوع': 'بر پایه قهوه', 'اندازه': 'بزرگ' }, popularity: 55, ageDays: 100, art: 'cup', hue: 15,
  },
  {
    slug: 'turkish-coffee', sku: 'HD-106', name: 'قهوه ترک', category: 'hot-drinks', price: 90_000,
    description: 'قهوه ترک دم‌شده در جذوه روی حرارت ملایم، همراه با لوکوم و یک لیوان آب. می‌توانید بعد از نوشیدن فالش را هم بگیرید.',
    properties: { 'نوع': 'بر پایه قهوه', 'اندازه': 'کوچک' }, popularity: 70, ageDays: 130, art: 'cup', hue: 10,
  },
  {
    slug: 'hot-chocolate', sku: 'HD-107', name: 'هات چاکلت', category: 'hot-drinks', price: 130_000,
    description: 'شکلات بلژیکی ذوب‌شده در شیر داغ، غلیظ و کم‌شیرین. با مارشمالو یا خامه برای بچه‌ها و بزرگ‌ترها محبوب است.',
    toppings: [['مارشمالو', 15_000], ['خامه', 12_000]],
    properties: { 'نوع': 'بدون قهوه', 'اندازه': 'متوسط' }, popularity: 65, ageDays: 95, art: 'cup', hue: 5,
  },
  {
    slug: 'masala-chai', sku: 'HD-108', name: 'چای ماسالا', category: 'hot-drinks', price: 110_000, discount: 15,
    description: 'چای سیاه دم‌کشیده با هل، دارچین، زنجبیل و میخک که با شیر جوشانده می‌شود. گرم، تند و معطر است.',
    properties: { 'نوع': 'چای و دمنوش', 'اندازه': 'متوسط' }, popularity: 40, ageDays: 60, art: 'cup', hue: 40,
  },
  {
    slug: 'saffron-tea', sku: 'HD-109', name: 'چای زعفرانی با نبات', category: 'hot-drinks', price: 75_000,
    description: 'چای ایرانی تازه‌دم با چند رشته زعفران قائنات در قوری شیشه‌ای. همراه با نبات زعفرانی سرو می‌شود.',
    properties: { 'نوع': 'چای و دمنوش', 'اندازه': 'کوچک' }, popularity: 50, ageDays: 140, art: 'cup', hue: 45,
  },
  // ——— نوشیدنی سرد ———
  {
    slug: 'iced-latte', sku: 'CD-201', name: 'آیس لاته', category: 'cold-drinks', price: 135_000,
    description: 'اسپرسوی دبل روی شیر سرد و یخ. خنک و سبک است و با سیروپ کارامل یا وانیل خوش‌طعم‌تر می‌شود.',
    toppings: [['شات اضافه اسپرسو', 30_000], ['سیروپ کارامل', 20_000]],
    properties: { 'نوع': 'بر پایه قهوه', 'اندازه': 'بزرگ' }, popularity: 85, ageDays: 50, art: 'glass', hue: 30,
  },
  {
    slug: 'iced-americano', sku: 'CD-202', name: 'آیس آمریکانو', category: 'cold-drinks', price: 105_000,
    description: 'اسپرسو و آب سرد روی یخ، بی‌شیر و بی‌شکر. برای ظهرهای گرم تابستان اصفهان بهترین انتخاب است.',
    properties: { 'نوع': 'بر پایه قهوه', 'اندازه': 'بزرگ' }, popularity: 45, ageDays: 48, art: 'glass', hue: 22,
  },
  {
    slug: 'caramel-frappe', sku: 'CD-203', name: 'فراپه کارامل', category: 'cold-drinks', price: 165_000, discount: 20,
    description: 'قهوه، شیر و یخ که با سیروپ کارامل مخلوط و با خامه و سس کارامل تزئین می‌شود. شیرین، خنک و پرانرژی است.',
    toppings: [['خامه', 12_000], ['سس کارامل اضافه', 18_000]],
    properties: { 'نوع': 'بر پایه قهوه', 'اندازه': 'بزرگ' }, popularity: 88, ageDays: 20, art: 'glass', hue: 38, gallery: 2,
  },
  {
    slug: 'mojito', sku: 'CD-204', name: 'موهیتو', category: 'cold-drinks', price: 120_000,
    description: 'لیموی تازه، برگ نعناع و سودا با یخ خردشده. بدون الکل، ترش و خنک و بسیار پرطرفدار.',
    properties: { 'نوع': 'میوه‌ای', 'اندازه': 'بزرگ' }, popularity: 75, ageDays: 45, art: 'glass', hue: 110,
  },
  {
    slug: 'mint-lemonade', sku: 'CD-205', name: 'لیموناد نعناع', category: 'cold-drinks', price: 95_000,
    description: 'آب‌لیموی تازه‌گرفته با شربت نعناع خانگی و یخ. ترش و شیرین در اندازه‌ای متعادل.',
    properties: { 'نوع': 'میوه‌ای', 'اندازه': 'متوسط' }, popularity: 52, ageDays: 44, art: 'glass', hue: 80,
  },
  {
    slug: 'chocolate-shake', sku: 'CD-206', name: 'شیک شکلات', category: 'cold-drinks', price: 155_000,
    description: 'بستنی وانیلی، شیر و شکلات تلخ که غلیظ مخلوط می‌شود. روی آن خامه و تکه‌های بیسکویت می‌ریزیم.',
    toppings: [['خامه', 12_000], ['بیسکویت لوتوس', 25_000]],
    properties: { 'نوع': 'بدون قهوه', 'اندازه': 'بزرگ' }, popularity: 62, ageDays: 40, art: 'glass', hue: 18,
  },
  {
    slug: 'mango-smoothie', sku: 'CD-207', name: 'اسموتی انبه', category: 'cold-drinks', price: 170_000, limit: 0,
    description: 'انبه تازه، ماست یونانی و کمی عسل که با یخ مخلوط می‌شود. فصلی است و فعلاً انبه تازه نداریم.',
    properties: { 'نوع': 'میوه‌ای', 'اندازه': 'بزرگ' }, popularity: 35, ageDays: 10, art: 'glass', hue: 45,
  },
  // ——— پیتزا ———
  {
    slug: 'pizza-margherita', sku: 'PZ-301', name: 'پیتزا مارگاریتا', category: 'pizza', price: 340_000,
    description: 'خمیر نازک دست‌ساز، سس گوجه‌فرنگی تازه، پنیر موتزارلا و برگ ریحان. ساده و اصیل، همان‌طور که در ناپل می‌پزند.',
    toppings: [['پنیر موتزارلا اضافه', 45_000], ['قارچ', 25_000], ['زیتون سیاه', 20_000]],
    properties: { 'نوع': 'گیاهی', 'اندازه': 'متوسط' }, popularity: 78, ageDays: 90, art: 'pizza', hue: 5,
  },
  {
    slug: 'pizza-pepperoni', sku: 'PZ-302', name: 'پیتزا پپرونی', category: 'pizza', price: 420_000, discount: 10,
    description: 'پپرونی تند، موتزارلای کش‌دار و سس گوجه روی خمیر ایتالیایی. در تنور داغ پخته می‌شود تا لبه‌هایش ترد شود.',
    toppings: [['پنیر موتزارلا اضافه', 45_000], ['هالاپینو', 15_000], ['سس تند', 10_000]],
    properties: { 'نوع': 'گوشتی', 'اندازه': 'بزرگ' }, popularity: 92, ageDays: 88, art: 'pizza', hue: 0, gallery: 2,
  },
  {
    slug: 'pizza-naqsh-e-jahan', sku: 'PZ-303', name: 'پیتزا مخصوص نقش جهان', category: 'pizza', price: 520_000, limit: 3,
    description: 'پیتزای امضای کافه با گوشت چرخ‌کرده، ژامبون، قارچ، فلفل دلمه‌ای و دو نوع پنیر. روزانه تعداد محدودی پخته می‌شود.',
    toppings: [['پنیر موتزارلا اضافه', 45_000], ['قارچ', 25_000], ['زیتون سیاه', 20_000], ['گوشت چرخ‌کرده اضافه', 60_000]],
    properties: { 'نوع': 'گوشتی', 'اندازه': 'بزرگ' }, popularity: 95, ageDays: 30, art: 'pizza', hue: 15,
  },
  {
    slug: 'pizza-vegetarian', sku: 'PZ-304', name: 'پیتزا سبزیجات', category: 'pizza', price: 360_000,
    description: 'بادمجان کبابی، کدو، فلفل رنگی، قارچ و زیتون روی سس گوجه و موتزارلا. سبک و خوش‌رنگ، برای گیاه‌خواران.',
    toppings: [['قارچ', 25_000], ['زیتون سیاه', 20_000]],
    properties: { 'نوع': 'گیاهی', 'اندازه': 'متوسط' }, popularity: 42, ageDays: 85, art: 'pizza', hue: 95,
  },
  {
    slug: 'pizza-chicken-mushroom', sku: 'PZ-305', name: 'پیتزا مرغ و قارچ', category: 'pizza', price: 430_000,
    description: 'فیله مرغ مزه‌دارشده، قارچ تازه و سس آلفردو با پنیر پیتزا. خامه‌ای و سیرکننده است.',
    toppings: [['پنیر موتزارلا اضافه', 45_000], ['قارچ', 25_000]],
    properties: { 'نوع': 'مرغ', 'اندازه': 'بزرگ' }, popularity: 68, ageDays: 80, art: 'pizza', hue: 40,
  },
  {
    slug: 'pizza-four-cheese', sku: 'PZ-306', name: 'پیتزا چهار پنیر', category: 'pizza', price: 480_000, discount: 15,
    description: 'موتزارلا، چدار، پارمزان و پنیر آبی روی خمیر نازک و کمی عسل. برای عاشقان پنیر.',
    toppings: [['عسل', 15_000], ['گردو', 30_000]],
    properties: { 'نوع': 'گیاهی', 'اندازه': 'بزرگ' }, popularity: 58, ageDays: 15, art: 'pizza', hue: 50,
  },
  // ——— برگر ———
  {
    slug: 'classic-burger', sku: 'BG-401', name: 'همبرگر کلاسیک', category: 'burger', price: 320_000,
    description: '۱۸۰ گرم گوشت گوساله تازه، کاهو، گوجه، خیارشور و سس مخصوص در نان بریوش. همراه با سیب‌زمینی سرخ‌کرده سرو می‌شود.',
    toppings: [['پنیر چدار', 30_000], ['بیکن بوقلمون', 45_000], ['تخم‌مرغ', 20_000]],
    properties: { 'نوع': 'گوشتی', 'تندی': 'ملایم' }, popularity: 82, ageDays: 75, art: 'burger', hue: 30,
  },
  {
    slug: 'double-cheeseburger', sku: 'BG-402', name: 'چیزبرگر دوبل', category: 'burger', price: 460_000, discount: 12,
    description: 'دو لایه گوشت گوساله با دو لایه پنیر چدار آب‌شده و پیاز کاراملی. برای گرسنه‌ترین مهمان‌ها.',
    toppings: [['پنیر چدار', 30_000], ['قارچ سوخاری', 35_000]],
    properties: { 'نوع': 'گوشتی', 'تندی': 'ملایم' }, popularity: 76, ageDays: 70, art: 'burger', hue: 40,
  },
  {
    slug: 'mushroom-swiss-burger', sku: 'BG-403', name: 'برگر قارچ و پنیر', category: 'burger', price: 390_000,
    description: 'گوشت گوساله گریل‌شده با قارچ تفت‌داده و پنیر سوئیسی. سس سیر و آویشن طعمش را کامل می‌کند.',
    toppings: [['پنیر چدار', 30_000], ['قارچ سوخاری', 35_000]],
    properties: { 'نوع': 'گوشتی', 'تندی': 'ملایم' }, popularity: 48, ageDays: 65, art: 'burger', hue: 25,
  },
  {
    slug: 'crispy-chicken-burger', sku: 'BG-404', name: 'چیکن برگر سوخاری', category: 'burger', price: 340_000,
    description: 'سینه مرغ سوخاری ترد با سس تند سریراچا، کلم و خیارشور. تند و ترد و آبدار.',
    toppings: [['پنیر چدار', 30_000], ['سس تند', 10_000]],
    properties: { 'نوع': 'مرغ', 'تندی': 'تند' }, popularity: 71, ageDays: 55, art: 'burger', hue: 45,
  },
  {
    slug: 'veggie-burger', sku: 'BG-405', name: 'برگر گیاهی', category: 'burger', price: 290_000,
    description: 'برگر نخود و عدس و قارچ با آووکادو، کاهو و سس ماست. کاملاً گیاهی و پرپروتئین.',
    toppings: [['آووکادو اضافه', 40_000], ['پنیر چدار', 30_000]],
    properties: { 'نوع': 'گیاهی', 'تندی': 'ملایم' }, popularity: 30, ageDays: 5, art: 'burger', hue: 100,
  },
  // ——— صبحانه ———
  {
    slug: 'tomato-omelette', sku: 'BF-501', name: 'املت گوجه‌فرنگی', category: 'breakfast', price: 145_000,
    description: 'املت ایرانی با گوجه‌فرنگی رسیده، کره محلی و تخم‌مرغ تازه در تابه مسی. با نان سنگک داغ سرو می‌شود.',
    properties: { 'نوع': 'گیاهی' }, popularity: 66, ageDays: 100, art: 'plate', hue: 10,
  },
  {
    slug: 'english-breakfast', sku: 'BF-502', name: 'صبحانه انگلیسی', category: 'breakfast', price: 285_000, discount: 10,
    description: 'دو تخم‌مرغ نیمرو، سوسیس گوشت، لوبیای پخته، قارچ و گوجه گریل با نان تست. یک بشقاب کامل برای شروع روز.',
    properties: { 'نوع': 'گوشتی' }, popularity: 59, ageDays: 98, art: 'plate', hue: 35,
  },
  {
    slug: 'honey-pancake', sku: 'BF-503', name: 'پنکیک عسل و کره', category: 'breakfast', price: 175_000,
    description: 'سه لایه پنکیک پفکی با کره و عسل طبیعی. با میوه تازه یا نوتلا سفارشی‌اش کنید.',
    toppings: [['نوتلا', 35_000], ['توت‌فرنگی تازه', 30_000], ['خامه', 12_000]],
    properties: { 'نوع': 'شیرین' }, popularity: 73, ageDays: 35, art: 'pancake', hue: 42,
  },
  {
    slug: 'shakshuka', sku: 'BF-504', name: 'شکشوکا', category: 'breakfast', price: 195_000,
    description: 'تخم‌مرغ پخته در سس گوجه و فلفل با زیره و پاپریکا. در تابه چدنی و با نان باگت سرو می‌شود.',
    properties: { 'نوع': 'گیاهی' }, popularity: 44, ageDays: 25, art: 'plate', hue: 2,
  },
  {
    slug: 'traditional-breakfast', sku: 'BF-505', name: 'صبحانه سنتی با نان سنگک', category: 'breakfast', price: 165_000,
    description: 'پنیر لیقوان، گردو، سبزی تازه، کره، مربای هویج و عسل با نان سنگک تازه. همراه یک قوری چای.',
    properties: { 'نوع': 'گیاهی' }, popularity: 61, ageDays: 135, art: 'plate', hue: 60,
  },
  // ——— غذا (مستقیم در دسته اصلی) ———
  {
    slug: 'beryani-isfahan', sku: 'FD-601', name: 'بریانی اصفهان', category: 'food', price: 390_000, limit: 0,
    description: 'بریانی اصیل اصفهانی با گوشت و جگر سفید گوسفندی، نان سنگک، دارچین و پودر نعناع. امروز تمام شده است؛ فردا ظهر دوباره می‌پزیم.',
    properties: { 'نوع': 'گوشتی' }, popularity: 87, ageDays: 140, art: 'plate', hue: 28,
  },
  {
    slug: 'special-fries', sku: 'FD-602', name: 'سیب‌زمینی سرخ‌کرده ویژه', category: 'food', price: 135_000,
    description: 'سیب‌زمینی حلقه‌ای دوبار سرخ‌شده با ادویه مخصوص و سس سیر. کنار برگر یا تنها، ترد و داغ.',
    toppings: [['سس پنیر', 25_000], ['بیکن خردشده', 40_000]],
    properties: { 'نوع': 'گیاهی' }, popularity: 57, ageDays: 72, art: 'fries', hue: 48,
  },
  // ——— پاستا و سالاد ———
  {
    slug: 'caesar-salad', sku: 'PS-651', name: 'سالاد سزار', category: 'pasta-salad', price: 245_000,
    description: 'کاهو رسمی ترد، فیله مرغ گریل، نان سیر تست‌شده و پنیر پارمزان با سس سزار خانگی. سبک و سیرکننده.',
    toppings: [['مرغ اضافه', 60_000], ['سس اضافه', 15_000]],
    properties: { 'نوع': 'مرغ' }, popularity: 54, ageDays: 66, art: 'bowl', hue: 95,
  },
  {
    slug: 'greek-salad', sku: 'PS-652', name: 'سالاد یونانی', category: 'pasta-salad', price: 195_000,
    description: 'گوجه، خیار، فلفل دلمه‌ای، زیتون کالاماتا و پنیر فتا با روغن زیتون و پونه کوهی. کاملاً گیاهی.',
    properties: { 'نوع': 'گیاهی' }, popularity: 37, ageDays: 64, art: 'bowl', hue: 110,
  },
  {
    slug: 'fettuccine-alfredo', sku: 'PS-653', name: 'پاستا فتوچینی آلفردو', category: 'pasta-salad', price: 325_000, discount: 10,
    description: 'فتوچینی تازه در سس خامه و پارمزان با قارچ و مرغ. خامه‌ای، گرم و پرطرفدار.',
    toppings: [['قارچ اضافه', 25_000], ['پنیر پارمزان اضافه', 40_000]],
    properties: { 'نوع': 'مرغ' }, popularity: 72, ageDays: 33, art: 'bowl', hue: 45,
  },
  {
    slug: 'penne-arrabbiata', sku: 'PS-654', name: 'پاستا پنه آرابیاتا', category: 'pasta-salad', price: 275_000,
    description: 'پنه در سس گوجه تند با سیر و فلفل قرمز و ریحان تازه. برای دوستداران غذای تند.',
    properties: { 'نوع': 'گیاهی', 'تندی': 'تند' }, popularity: 39, ageDays: 31, art: 'bowl', hue: 10,
  },
  // ——— کیک و دسر ———
  {
    slug: 'ny-cheesecake', sku: 'DS-701', name: 'چیزکیک نیویورکی', category: 'cakes-desserts', price: 165_000, limit: 3,
    description: 'چیزکیک پخته با پنیر خامه‌ای و بیس بیسکویت کره‌ای، همراه سس توت‌فرنگی. هر روز صبح پخته می‌شود و تعدادش محدود است.',
    properties: { 'نوع': 'کیک' }, popularity: 91, ageDays: 60, art: 'cheesecake', hue: 350, gallery: 2,
  },
  {
    slug: 'chocolate-fudge-cake', sku: 'DS-702', name: 'کیک شکلاتی فاج', category: 'cakes-desserts', price: 155_000, limit: 2, discount: 10,
    description: 'کیک شکلاتی مرطوب با گاناش تلخ و لایه فاج. کنار یک اسپرسو بی‌نظیر است.',
    properties: { 'نوع': 'کیک' }, popularity: 84, ageDays: 58, art: 'fudge', hue: 15,
  },
  {
    slug: 'tiramisu', sku: 'DS-703', name: 'تیرامیسو', category: 'cakes-desserts', price: 175_000, limit: 0,
    description: 'لایه‌های بیسکویت لیدی‌فینگر خیس‌خورده در اسپرسو با کرم ماسکارپونه و پودر کاکائو. امروز تمام شده است.',
    properties: { 'نوع': 'دسر سرد' }, popularity: 79, ageDays: 56, art: 'tiramisu', hue: 28,
  },
  {
    slug: 'carrot-walnut-cake', sku: 'DS-704', name: 'کیک هویج و گردو', category: 'cakes-desserts', price: 135_000,
    description: 'کیک هویج با گردو و دارچین و رویه پنیر خامه‌ای. خانگی و کم‌شیرین.',
    properties: { 'نوع': 'کیک' }, popularity: 47, ageDays: 54, art: 'cake', hue: 30,
  },
  {
    slug: 'saffron-ice-cream', sku: 'DS-705', name: 'بستنی سنتی زعفرانی', category: 'cakes-desserts', price: 110_000,
    description: 'بستنی سنتی با زعفران، گلاب و تکه‌های خامه یخ‌زده. با پسته یا فالوده شیرازی سفارش دهید.',
    toppings: [['پسته خردشده', 25_000], ['فالوده', 30_000]],
    properties: { 'نوع': 'دسر سرد' }, popularity: 69, ageDays: 12, art: 'dessert', hue: 50,
  },
  {
    slug: 'isfahan-gaz', sku: 'DS-706', name: 'گز آردی اصفهان (جعبه ۴۰۰ گرمی)', category: 'cakes-desserts', price: 320_000, limit: 2,
    description: 'گز آردی اصفهان با مغز پسته و گلاب، تولید یکی از قدیمی‌ترین گزپزی‌های شهر. سوغاتی همیشگی اصفهان در جعبه هدیه.',
    properties: { 'نوع': 'شیرینی سنتی' }, popularity: 74, ageDays: 150, art: 'box', hue: 95,
  },
  {
    slug: 'butter-croissant', sku: 'DS-707', name: 'کروسان کره‌ای', category: 'cakes-desserts', price: 85_000,
    description: 'کروسان لایه‌لایه با کره فرانسوی که هر صبح در کافه پخته می‌شود. ترد بیرون و نرم درون.',
    properties: { 'نوع': 'شیرینی' }, popularity: 63, ageDays: 8, art: 'croissant', hue: 38,
  },
  // ——— پک‌ها ———
  {
    slug: 'pack-breakfast-for-two', sku: 'PK-801', name: 'پک صبحانه دونفره', category: 'packs', price: 560_000, discount: 10,
    description: 'یک صبحانه انگلیسی، یک املت گوجه‌فرنگی، یک کاپوچینو و یک چای زعفرانی. برای صبح‌های جمعه با دوستان.',
    pack: ['english-breakfast', 'tomato-omelette', 'cappuccino', 'saffron-tea'],
    properties: { 'نوع': 'صبحانه' }, popularity: 64, ageDays: 28, art: 'box', hue: 45,
  },
  {
    slug: 'pack-afternoon-coffee', sku: 'PK-802', name: 'پک عصرانه دوستانه', category: 'packs', price: 480_000,
    description: 'کاپوچینو، کافه لاته، تیرامیسو و کیک هویج و گردو. تیرامیسو امروز تمام شده و بقیه اقلام پک قابل سفارش است.',
    pack: ['cappuccino', 'cafe-latte', 'tiramisu', 'carrot-walnut-cake'],
    properties: { 'نوع': 'عصرانه' }, popularity: 53, ageDays: 22, art: 'box', hue: 300,
  },
  {
    slug: 'pack-family-pizza', sku: 'PK-803', name: 'پک پیتزای خانواده', category: 'packs', price: 890_000, discount: 15,
    description: 'یک پیتزا پپرونی، یک پیتزا مارگاریتا، سیب‌زمینی ویژه و لیموناد نعناع. شام به‌صرفه برای چهار نفر.',
    pack: ['pizza-pepperoni', 'pizza-margherita', 'special-fries', 'mint-lemonade'],
    properties: { 'نوع': 'شام' }, popularity: 77, ageDays: 18, art: 'box', hue: 5,
  },
  {
    slug: 'pack-sweet-party', sku: 'PK-804', name: 'پک مهمانی شیرین', category: 'packs', price: 590_000,
    description: 'چیزکیک نیویورکی، کیک شکلاتی فاج و یک جعبه گز اصفهان. برای تولد و مهمانی‌های کوچک.',
    pack: ['ny-cheesecake', 'chocolate-fudge-cake', 'isfahan-gaz'],
    properties: { 'نوع': 'عصرانه' }, popularity: 41, ageDays: 3, art: 'box', hue: 330,
  },
  // ——— رزرو ———
  {
    slug: 'window-table-for-two', sku: 'RS-901', name: 'میز دونفره کنار پنجره', category: 'reservations', price: 150_000, reservable: true,
    description: 'میز دونفره رو به میدان نقش جهان برای دو ساعت. مبلغ رزرو از صورت‌حساب سفارش شما کم می‌شود.',
    properties: { 'ظرفیت': '۲ نفر', 'نوع': 'میز' },
    turns: { weekdays: EVERY_DAY, slots: [['12:00', '14:00'], ['14:00', '16:00'], ['18:00', '20:00'], ['20:00', '22:00']], capacity: 1 },
    popularity: 67, ageDays: 90, art: 'table', hue: 170, gallery: 2,
  },
  {
    slug: 'family-table-six', sku: 'RS-902', name: 'میز خانوادگی شش‌نفره', category: 'reservations', price: 300_000, reservable: true,
    description: 'میز بزرگ خانوادگی در سالن اصلی برای شش نفر و دو ساعت. برای تولد و دورهمی مناسب است و مبلغ رزرو از صورت‌حساب کم می‌شود.',
    properties: { 'ظرفیت': '۶ نفر', 'نوع': 'میز' },
    turns: { weekdays: EVERY_DAY, slots: [['12:00', '14:00'], ['14:00', '16:00'], ['18:00', '20:00'], ['20:00', '22:00']], capacity: 1 },
    popularity: 49, ageDays: 90, art: 'table', hue: 150,
  },
  {
    slug: 'vip-meeting-room', sku: 'RS-903', name: 'اتاق جلسات ویژه', category: 'reservations', price: 750_000, reservable: true,
    description: 'اتاق جلسه دربسته برای حداکثر دوازده نفر با نمایشگر، اینترنت پرسرعت و پذیرایی قهوه. هر نوبت سه ساعت است.',
    properties: { 'ظرفیت': '۱۲ نفر', 'نوع': 'اتاق' },
    turns: { weekdays: [6, 0, 1, 2, 3], slots: [['09:00', '12:00'], ['13:00', '16:00'], ['17:00', '20:00']], capacity: 1 },
    popularity: 33, ageDays: 80, art: 'room', hue: 210,
  },
  {
    slug: 'barista-class', sku: 'RS-904', name: 'کلاس باریستا مقدماتی', category: 'reservations', price: 890_000, reservable: true, discount: 10,
    description: 'یک جلسه سه‌ساعته آموزش عصاره‌گیری اسپرسو، بخار دادن شیر و تمیزکاری دستگاه با باریستای کافه. ظرفیت هر جلسه هشت نفر است.',
    properties: { 'ظرفیت': '۸ نفر', 'نوع': 'کلاس' },
    turns: { weekdays: [6, 1], slots: [['10:00', '13:00']], capacity: 8 },
    popularity: 38, ageDays: 40, art: 'class', hue: 25,
  },
  {
    slug: 'latte-art-workshop', sku: 'RS-905', name: 'کارگاه لته‌آرت', category: 'reservations', price: 650_000, reservable: true,
    description: 'کارگاه عملی طراحی قلب، لاله و روزتا روی لاته. عصرهای پنجشنبه، سه ساعت، برای شش نفر.',
    properties: { 'ظرفیت': '۶ نفر', 'نوع': 'کلاس' },
    turns: { weekdays: [4], slots: [['16:00', '19:00']], capacity: 6 },
    popularity: 36, ageDays: 2, art: 'class', hue: 280,
  },
];

/** Customers who wrote the demo reviews (the demo customer of seed/customers.ts stays id 1). */
export const SEED_REVIEWERS = [
  { mobile: '09130000001', first_name: 'مریم', last_name: 'احمدی' },
  { mobile: '09130000002', first_name: 'علی', last_name: 'رضایی' },
  { mobile: '09130000003', first_name: 'نگار', last_name: 'کریمی' },
  { mobile: '09130000004', first_name: 'حسین', last_name: 'موسوی' },
] as const;

export const SEED_COMMENTS: { product: string; reviewer: number; star: number; comment: string; daysAgo: number }[] = [
  { product: 'cappuccino', reviewer: 0, star: 5, comment: 'بهترین کاپوچینوی اصفهان؛ فومش عالی بود و قهوه‌اش تلخی اضافه نداشت.', daysAgo: 12 },
  { product: 'cappuccino', reviewer: 1, star: 4, comment: 'خوش‌طعم بود ولی کمی دیر رسید.', daysAgo: 6 },
  { product: 'cappuccino', reviewer: 2, star: 5, comment: 'با شیر بادام سفارش دادم و خیلی خوب شد.', daysAgo: 2 },
  { product: 'pizza-naqsh-e-jahan', reviewer: 3, star: 5, comment: 'پیتزای مخصوصشان واقعاً مخصوص است، پنیرش حسابی کش می‌آمد.', daysAgo: 9 },
  { product: 'pizza-naqsh-e-jahan', reviewer: 0, star: 4, comment: 'خیلی خوشمزه بود ولی برای یک نفر زیاد است.', daysAgo: 4 },
  { product: 'ny-cheesecake', reviewer: 2, star: 5, comment: 'چیزکیک نرم و خامه‌ای، سس توت‌فرنگی‌اش هم خانگی بود.', daysAgo: 7 },
  { product: 'ny-cheesecake', reviewer: 1, star: 3, comment: 'خوب بود اما انتظار داشتم کمی سردتر سرو شود.', daysAgo: 3 },
  { product: 'beryani-isfahan', reviewer: 3, star: 5, comment: 'بریانی اصیل، درست مثل بریانی‌های قدیمی میدان.', daysAgo: 15 },
  { product: 'window-table-for-two', reviewer: 0, star: 5, comment: 'منظره میدان از این میز فوق‌العاده است، حتماً عصر رزرو کنید.', daysAgo: 20 },
  { product: 'cafe-latte', reviewer: 1, star: 4, comment: 'لاته متعادل و خوش‌عطر بود.', daysAgo: 1 },
];

export interface SeedStory {
  slug: string;
  title: string;
  /** Slug of a product the story links to, if any. */
  product?: string;
  sort: number;
  hue: number;
  art: Art;
}

export const SEED_STORIES: SeedStory[] = [
  { slug: 'new-frappe', title: 'فراپه کارامل با ۲۰٪ تخفیف', product: 'caramel-frappe', sort: 1, hue: 38, art: 'glass' },
  { slug: 'barista-class-open', title: 'ثبت‌نام کلاس باریستا', product: 'barista-class', sort: 2, hue: 25, art: 'class' },
  { slug: 'fresh-croissants', title: 'کروسان‌های امروز صبح', product: 'butter-croissant', sort: 3, hue: 40, art: 'croissant' },
  { slug: 'naqsh-e-jahan-view', title: 'منظره میدان از میز کنار پنجره', product: 'window-table-for-two', sort: 4, hue: 170, art: 'table' },
];

export interface SeedPoster {
  slug: string;
  title: string;
  subtitle: string;
  /** Slug of the category the poster opens. */
  category: string;
  hue: number;
}

export const SEED_POSTERS: SeedPoster[] = [
  {
    slug: 'cold-drinks-offer',
    title: 'تابستان خنک با نوشیدنی‌های سرد',
    subtitle: 'فراپه کارامل با ۲۰٪ تخفیف و ارسال رایگان در محدوده مرکزی',
    category: 'cold-drinks',
    hue: 195,
  },
];

/** Provinces and cities; id 1 is the country, so GET /locations (default parent 1) lists the provinces. */
export const SEED_LOCATIONS: { id: number; parent: number | null; name: string }[] = [
  { id: 1, parent: null, name: 'ایران' },
  { id: 2, parent: 1, name: 'اصفهان' },
  { id: 3, parent: 1, name: 'تهران' },
  { id: 4, parent: 1, name: 'فارس' },
  { id: 5, parent: 1, name: 'خراسان رضوی' },
  { id: 6, parent: 1, name: 'آذربایجان شرقی' },
  { id: 7, parent: 1, name: 'یزد' },
  { id: 8, parent: 2, name: 'اصفهان' },
  { id: 9, parent: 2, name: 'کاشان' },
  { id: 10, parent: 2, name: 'نجف‌آباد' },
  { id: 11, parent: 2, name: 'شاهین‌شهر' },
  { id: 12, parent: 2, name: 'خمینی‌شهر' },
  { id: 13, parent: 2, name: 'فولادشهر' },
  { id: 14, parent: 3, name: 'تهران' },
  { id: 15, parent: 3, name: 'شهریار' },
  { id: 16, parent: 3, name: 'اسلامشهر' },
  { id: 17, parent: 4, name: 'شیراز' },
  { id: 18, parent: 4, name: 'مرودشت' },
  { id: 19, parent: 5, name: 'مشهد' },
  { id: 20, parent: 5, name: 'نیشابور' },
  { id: 21, parent: 6, name: 'تبریز' },
  { id: 22, parent: 6, name: 'مراغه' },
  { id: 23, parent: 7, name: 'یزد' },
  { id: 24, parent: 7, name: 'میبد' },
];


/** The picture paths of a product, as stored in products.images. */
export function productImagePaths(p: SeedProduct): string[] {
  const n = Math.max(1, p.gallery ?? 1);
  return Array.from({ length: n }, (_, i) => `/media/products/${p.slug}${i === 0 ? '' : `-${i + 1}`}.webp`);
}
