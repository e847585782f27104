import { parseJalaliDate } from '../lib/jalali';

/**
 * Iran's official holidays per Jalali year, as the official calendar (Council for Public Culture,
 * extracted by the University of Tehran Geophysics Institute calendar centre) gives them. The
 * lunar days follow that calendar's own month starts, never an arithmetic Hijri calendar, so a
 * year is only listed here once its calendar is published; until then a year has its fixed solar
 * days alone (officialIranHolidays).
 * Several holidays can share a day: each keeps its own row and title.
 */

const T = {
  nowruzStart: 'آغاز نوروز',
  nowruz: 'عید نوروز',
  republicDay: 'روز جمهوری اسلامی ایران',
  natureDay: 'روز طبیعت',
  khomeini: 'رحلت حضرت امام خمینی (ره)',
  khordad15: 'قیام ۱۵ خرداد',
  revolution: 'پیروزی انقلاب اسلامی',
  oil: 'روز ملی شدن صنعت نفت ایران',
  tasua: 'تاسوعای حسینی',
  ashura: 'عاشورای حسینی',
  arbaeen: 'اربعین حسینی',
  prophetDeath: 'رحلت حضرت رسول اکرم (ص) و شهادت امام حسن مجتبی (ع)',
  imamReza: 'شهادت امام رضا (ع)',
  imamAskari: 'شهادت امام حسن عسکری (ع)',
  prophetBirth: 'ولادت حضرت رسول اکرم (ص) و امام جعفر صادق (ع)',
  fatima: 'شهادت حضرت فاطمه زهرا (س)',
  imamAliBirth: 'ولادت امام علی (ع)',
  mabas: 'مبعث حضرت رسول اکرم (ص)',
  qaem: 'ولادت حضرت قائم (عج)',
  imamAliMartyrdom: 'شهادت امام علی (ع)',
  fitr: 'عید سعید فطر',
  fitrHoliday: 'تعطیل به مناسبت عید سعید فطر',
  imamSadegh: 'شهادت امام جعفر صادق (ع)',
  qurban: 'عید سعید قربان',
  ghadir: 'عید سعید غدیر خم',
} as const;

type Day = [jdate: string, title: string];

/**
 * 1404 (2025-03-21 … 2026-03-20), 26 days. Sources: the 1404 list at
 * https://gardshgar.com/holiday-1404 (26 days with weekdays), month lists at eghtesadonline.com
 * (Dey 1404), asrshanbe.ir (Bahman 1404), esfahanemrooz.ir (Shahrivar 1404); cross-checked with
 * github.com/VahidN/DNTPersianUtils.Core IranHolidays.cs and the official Hijri month table in
 * github.com/persian-calendar/calendar (IranianIslamicDateConverter).
 */
const IR_1404: Day[] = [
  ['1404-01-01', T.nowruzStart],
  ['1404-01-02', T.nowruz],
  ['1404-01-02', T.imamAliMartyrdom],
  ['1404-01-03', T.nowruz],
  ['1404-01-04', T.nowruz],
  ['1404-01-11', T.fitr],
  ['1404-01-12', T.republicDay],
  ['1404-01-12', T.fitrHoliday],
  ['1404-01-13', T.natureDay],
  ['1404-02-04', T.imamSadegh],
  ['1404-03-14', T.khomeini],
  ['1404-03-15', T.khordad15],
  ['1404-03-16', T.qurban],
  ['1404-03-24', T.ghadir],
  ['1404-04-14', T.tasua],
  ['1404-04-15', T.ashura],
  ['1404-05-23', T.arbaeen],
  ['1404-05-31', T.prophetDeath],
  ['1404-06-02', T.imamReza],
  ['1404-06-10', T.imamAskari],
  ['1404-06-19', T.prophetBirth],
  ['1404-09-03', T.fatima],
  ['1404-10-13', T.imamAliBirth],
  ['1404-10-27', T.mabas],
  ['1404-11-15', T.qaem],
  ['1404-11-22', T.revolution],
  ['1404-12-20', T.imamAliMartyrdom],
  ['1404-12-29', T.oil],
];

/**
 * 1405 (2026-03-21 … 2027-03-20), 25 days; Eid al-Fitr falls twice (1–2 Farvardin, 19–20 Esfand).
 * Source: the official calendar of the Council for Public Culture as ILNA reported it (news
 * 1707051, 2025-10-30, «سال ۱۴۰۵ چند روز تعطیل رسمی دارد؟» on www.ilna.ir): 25 days, Farvardin
 * six (1–4, 12, 13), none in Ordibehesht, Mehr or Azar, six on Thursdays and three on Fridays.
 * Calendar libraries that compute the lunar dates (persian-calendar, DNTPersianUtils) add
 * 25 Farvardin for 25 Shawwal; the published calendar does not, and it is what counts.
 */
const IR_1405: Day[] = [
  ['1405-01-01', T.nowruzStart],
  ['1405-01-01', T.fitr],
  ['1405-01-02', T.nowruz],
  ['1405-01-02', T.fitrHoliday],
  ['1405-01-03', T.nowruz],
  ['1405-01-04', T.nowruz],
  ['1405-01-12', T.republicDay],
  ['1405-01-13', T.natureDay],
  ['1405-03-06', T.qurban],
  ['1405-03-14', T.khomeini],
  ['1405-03-14', T.ghadir],
  ['1405-03-15', T.khordad15],
  ['1405-04-03', T.tasua],
  ['1405-04-04', T.ashura],
  ['1405-05-13', T.arbaeen],
  ['1405-05-21', T.prophetDeath],
  ['1405-05-22', T.imamReza],
  ['1405-05-30', T.imamAskari],
  ['1405-06-08', T.prophetBirth],
  ['1405-08-22', T.fatima],
  ['1405-10-02', T.imamAliBirth],
  ['1405-10-16', T.mabas],
  ['1405-11-04', T.qaem],
  ['1405-11-22', T.revolution],
  ['1405-12-09', T.imamAliMartyrdom],
  ['1405-12-19', T.fitr],
  ['1405-12-20', T.fitrHoliday],
  ['1405-12-29', T.oil],
];

/**
 * The holidays fixed on the solar calendar, the same days every year; what a year's lunar holidays
 * are waits for its published calendar.
 */
function solarHolidays(year: number): Day[] {
  const days: [md: string, title: string][] = [
    ['01-01', T.nowruzStart],
    ['01-02', T.nowruz],
    ['01-03', T.nowruz],
    ['01-04', T.nowruz],
    ['01-12', T.republicDay],
    ['01-13', T.natureDay],
    ['03-14', T.khomeini],
    ['03-15', T.khordad15],
    ['11-22', T.revolution],
    ['12-29', T.oil],
  ];
  return days.map(([md, title]) => [`${year}-${md}`, title]);
}

/**
 * Years whose official calendar is in the data. 1406: no published calendar found (searched
 * 2026-11-22 and 2026-11-27 for «تقویم رسمی ۱۴۰۶» and «تعطیلات رسمی سال ۱۴۰۶»: news agencies and
 * calendar.ut.ac.ir-based data had 1405 at the latest); add it whole, lunar days included, when
 * it is out. Later years have their solar holidays only (officialIranHolidays).
 */
const IR_BY_YEAR: Record<number, Day[]> = { 1404: IR_1404, 1405: IR_1405 };
const LAST_PUBLISHED = Math.max(...Object.keys(IR_BY_YEAR).map(Number));

/** Whether a year's official calendar (lunar holidays included) is in the data. */
export function isPublishedYear(year: number): boolean {
  return year in IR_BY_YEAR;
}

export interface HolidayRow {
  year: number;
  /** Gregorian YYYY-MM-DD. */
  date: string;
  /** Jalali YYYY-MM-DD. */
  jdate: string;
  title: string;
}

/**
 * Every official Iranian holiday in the data, with its Gregorian date computed from the Jalali one,
 * and the solar ones of each later year through `throughYear` (bookings reach a year before its
 * calendar is published, and its Nowruz must not look like an ordinary day).
 */
export function officialIranHolidays(throughYear: number): HolidayRow[] {
  const years: Record<number, Day[]> = { ...IR_BY_YEAR };
  for (let year = LAST_PUBLISHED + 1; year <= throughYear; year++) years[year] = solarHolidays(year);
  return Object.entries(years).flatMap(([year, days]) =>
    days.map(([jdate, title]) => {
      const date = parseJalaliDate(jdate);
      if (!date || !jdate.startsWith(`${year}-`)) throw new Error(`bad holiday date ${jdate} in ${year}`);
      return { year: Number(year), date, jdate, title };
    }),
  );
}
