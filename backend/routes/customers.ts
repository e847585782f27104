import { Hono } from 'hono';
import type { Env } from '../context';
import { HttpError, messages, ok } from '../http';
import { requireAuth, requireOwnCustomer } from '../auth/middleware';
import { optionalString, parseMobile, readBody } from '../lib/validate';
import { parseNationCode } from './reservations/params';
import { checkNationCodeFree } from './reservations/nationcheck';
import { toWesternDigits } from '../../common/digits';
import { customerView, type CustomerRow } from './customers-view';
import { parseJalaliDate } from '../lib/jalali';
import { tehranNow } from '../reservations/calendar-dates';

export const customerRoutes = new Hono<Env>();

// '/:id/*' also matches '/:id' itself: one guard for the customer and all below it.
customerRoutes.use('/:id/*', requireAuth, requireOwnCustomer);

async function loadCustomer(c: { var: Env['Variables'] }, id: number): Promise<CustomerRow> {
  const [row] = await c.var.deps.db.query<CustomerRow>('SELECT * FROM customers WHERE id = $1', [id]);
  if (!row) throw new HttpError(404, messages.notFound);
  return row;
}

customerRoutes.get('/:id', async (c) => {
  return ok(c, customerView(await loadCustomer(c, c.var.auth.customerId!)));
});

/** Jalali 1300-01-01: no living customer was born earlier. */
const EARLIEST_BIRTHDAY = '1921-03-21';

/** A Jalali birthday as a Gregorian ISO date, from Jalali 1300 up to Tehran's today; null otherwise. */
function parseBirthday(text: string, now: Date): string | null {
  const iso = parseJalaliDate(toWesternDigits(text));
  // Only 4-digit years compare as text: Jalali 9379 on is Gregorian 10000 on.
  return iso && iso.length === 10 && iso >= EARLIEST_BIRTHDAY && iso <= tehranNow(now).date ? iso : null;
}

// A Map, not an object: `toString` or `__proto__` must not pass as a gender.
const GENDERS = new Map<string, 'man' | 'woman'>([['man', 'man'], ['woman', 'woman'], ['مرد', 'man'], ['زن', 'woman']]);

customerRoutes.post('/:id/edit', async (c) => {
  const id = c.var.auth.customerId!;
  const current = await loadCustomer(c, id);
  const body = await readBody(c);

  if (body.mobile !== undefined && body.mobile !== '' && parseMobile(body.mobile) !== current.mobile) {
    throw new HttpError(400, 'شماره موبایل را نمی‌توان از این بخش تغییر داد');
  }
  // Absent keeps the gender; an empty string («انتخاب نشده» in the profile) removes it.
  const genderText = optionalString(body, 'gender', 10);
  const gender = genderText ? GENDERS.get(genderText) : genderText === '' ? null : undefined;
  if (genderText && !gender) throw new HttpError(400, 'جنسیت معتبر نیست');

  // Absent keeps the birthday; an empty string removes it (the customer cleared the field).
  const birthdayText = optionalString(body, 'birthday', 10);
  const birthday = birthdayText ? parseBirthday(birthdayText, c.var.deps.now()) : birthdayText === '' ? null : undefined;
  if (birthdayText && !birthday) throw new HttpError(400, 'تاریخ تولد معتبر نیست');

  // The spec sends an empty national code as a single space: both mean "none". Anything else
  // passes the rules of /customer/nationcheck, with its messages (the profile shows them).
  const nationCode = optionalString(body, 'nation_code', 20);
  const nation = nationCode === undefined || nationCode === '' ? nationCode : parseNationCode(nationCode);
  if (nation && nation !== current.nation_code) await checkNationCodeFree(c, nation, current.mobile);

  const next = {
    first_name: optionalString(body, 'first_name', 100) ?? current.first_name,
    last_name: optionalString(body, 'last_name', 100) ?? current.last_name,
    referrer: optionalString(body, 'referrer', 100) ?? current.referrer,
    visit_method: optionalString(body, 'visit_method', 100) ?? current.visit_method,
    gender: gender === undefined ? current.gender : gender,
    birthday: birthday === undefined ? current.birthday : birthday,
    nation_code: nation ?? current.nation_code,
  };
  const [row] = await c.var.deps.db.query<CustomerRow>(
    `UPDATE customers SET first_name = $2, last_name = $3, referrer = $4, visit_method = $5, gender = $6,
       birthday = $7, nation_code = $8 WHERE id = $1 RETURNING *`,
    [id, next.first_name, next.last_name, next.referrer, next.visit_method, next.gender, next.birthday, next.nation_code],
  );
  return ok(c, customerView(row), 'اطلاعات شما ذخیره شد');
});
