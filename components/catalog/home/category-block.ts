import type { CategoryNode, CategoryView } from '@/lib/api/catalog';

export interface ParentEntry {
  /** '' is the spec's «همه» (all) entry. */
  id: string;
  name: string;
}

export const ALL_ENTRY: ParentEntry = { id: '', name: 'همه' };

/**
 * The parent-category list of a home category block (spec section 3): with base_category
 * true it is seeded with «همه» (empty id) before the block's own categories; otherwise a block
 * shows its categories without a parent list.
 */
export function parentList(block: { base_category: boolean; items: CategoryView[] }): ParentEntry[] {
  if (!block.base_category) return [];
  return [ALL_ENTRY, ...block.items.map((c) => ({ id: String(c.id), name: c.name }))];
}

/** The categories shown under a selected parent: all of the block's for «همه», else its children. */
export function categoriesUnder(selected: string, items: CategoryView[], tree: CategoryNode[]): CategoryView[] {
  if (selected === '') return items;
  const find = (nodes: CategoryNode[]): CategoryNode | undefined => {
    for (const n of nodes) {
      if (String(n.id) === selected) return n;
      const deeper = find(n.children);
      if (deeper) return deeper;
    }
    return undefined;
  };
  return (find(tree)?.children ?? []).filter((c) => c.products_count > 0);
}
