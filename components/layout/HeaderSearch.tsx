/** The header's search entry: a plain form to /search that works without JavaScript. */
export function HeaderSearch() {
  return (
    <form action="/search" role="search" className="w-full">
      <label htmlFor="header-search" className="sr-only">
        جستجوی محصولات
      </label>
      <input
        id="header-search"
        name="name"
        type="search"
        maxLength={100}
        placeholder="جستجو در محصولات…"
        className="w-full rounded-full border border-black/10 bg-background px-4 py-2 text-sm"
      />
    </form>
  );
}
