import type { PropertyOption } from '@/lib/api/catalog';
import type { PropertyPair } from '@/lib/search-params';
import { samePair } from '@/lib/search-draft';

/** The search's property filters: one group of chips (checkboxes) per property name. */
export function PropertyChips({
  groups,
  chosen,
  onToggle,
}: {
  groups: PropertyOption[];
  chosen: PropertyPair[];
  onToggle: (pair: PropertyPair, on: boolean) => void;
}) {
  return groups.map((group) => (
    <fieldset key={group.name}>
      <legend className="mb-2 font-medium">{group.name}</legend>
      {/* A touch screen: rows 44 px apart, so that each chip's 44-px hit area (tap) is its own. */}
      <div className="flex flex-wrap gap-2 pointer-coarse:gap-y-4.5">
        {group.values.map((value) => {
          const pair = { name: group.name, value };
          return (
            <label
              key={value}
              className="tap flex cursor-pointer items-center gap-1.5 rounded-full border border-black/10 px-3 py-1 text-xs has-checked:border-primary has-checked:bg-primary/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary"
            >
              <input
                type="checkbox"
                name="prop"
                value={`${group.name}:${value}`}
                checked={chosen.some((p) => samePair(p, pair))}
                onChange={(e) => onToggle(pair, e.target.checked)}
                className="h-3.5 w-3.5 accent-primary"
              />
              {value}
            </label>
          );
        })}
      </div>
    </fieldset>
  ));
}
