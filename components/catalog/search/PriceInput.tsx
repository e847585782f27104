/** One end of the price range: a numeric field named min_price / max_price for the GET form. */
export function PriceInput(props: { bound: 'min' | 'max'; label: string; value: string; hint?: string; onChange: (value: string) => void }) {
  const id = `search-${props.bound}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        name={`${props.bound}_price`}
        inputMode="numeric"
        autoComplete="off"
        placeholder={props.hint}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        className="rounded-xl border border-black/10 bg-background px-3 py-2"
      />
    </div>
  );
}
