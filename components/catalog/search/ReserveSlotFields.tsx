import type { Ref } from 'react';

/** The search's "free turn on" fields (reservable products): a Jalali day and a time. */
export function ReserveSlotFields({
  date,
  time,
  dateError,
  dateRef,
  onDate,
  onTime,
}: {
  date: string;
  time: string;
  /** What is wrong with the day (no date, or none with a time): said on its field; null when nothing. */
  dateError: string | null;
  dateRef: Ref<HTMLInputElement>;
  onDate: (value: string) => void;
  onTime: (value: string) => void;
}) {
  return (
    <fieldset className="grid grid-cols-2 gap-2">
      <legend className="mb-1 font-medium">نوبت خالی در (رزروی‌ها)</legend>
      <div className="flex flex-col gap-1">
        <label className="flex flex-col gap-1">
          <span className="text-xs">روز</span>
          <input
            ref={dateRef}
            name="reserve_date"
            inputMode="numeric"
            dir="ltr"
            placeholder="۱۴۰۵/۰۹/۰۱"
            maxLength={20}
            value={date}
            onChange={(e) => onDate(e.target.value)}
            aria-invalid={dateError !== null}
            aria-describedby={dateError ? 'search-date-error' : undefined}
            className="rounded-xl border border-black/10 bg-background px-3 py-2 aria-invalid:border-red-700"
          />
        </label>
        {/* Outside the label: the message describes the field, it is not part of its name. */}
        {dateError && (
          <span id="search-date-error" role="alert" className="text-xs text-red-700">
            {dateError}
          </span>
        )}
      </div>
      <label className="flex flex-col gap-1">
        <span className="text-xs">ساعت</span>
        <input
          name="reserve_time"
          type="time"
          value={time}
          onChange={(e) => onTime(e.target.value)}
          className="rounded-xl border border-black/10 bg-background px-3 py-2"
        />
      </label>
    </fieldset>
  );
}
