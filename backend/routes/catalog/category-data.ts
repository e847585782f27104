import type { Db, Queryable } from '../../db/client';
import { catalogCache } from '../../lib/catalog-cache';
import type { CategoryCrumb, CategoryNode, CategoryView } from '../../../common/contract/categories';

interface CategoryRow {
  id: number;
  parent_id: number | null;
  name: string;
  slug: string;
  description: string;
  image: string | null;
  sort: number;
  direct_count: number;
  updated_at: Date | string;
}

/** Every category with its subtree product count, in tree order (parents by sort, then children). */
export class CategoryIndex {
  readonly byId = new Map<number, CategoryView>();
  readonly childrenOf = new Map<number | null, CategoryView[]>();

  constructor(rows: CategoryRow[]) {
    for (const r of rows) {
      this.byId.set(r.id, {
        id: r.id,
        name: r.name,
        slug: r.slug,
        description: r.description,
        image: r.image,
        parent_id: r.parent_id,
        sort: r.sort,
        products_count: 0,
        updated_at: new Date(r.updated_at).toISOString(),
      });
    }
    for (const r of rows) {
      // A parent that no longer exists makes the category a root rather than an orphan.
      const parent = r.parent_id !== null && this.byId.has(r.parent_id) ? r.parent_id : null;
      const list = this.childrenOf.get(parent) ?? [];
      list.push(this.byId.get(r.id)!);
      this.childrenOf.set(parent, list);
    }
    for (const list of this.childrenOf.values()) list.sort((a, b) => a.sort - b.sort || a.id - b.id);
    const direct = new Map(rows.map((r) => [r.id, Number(r.direct_count)]));
    const total = (id: number, seen: Set<number>): number => {
      if (seen.has(id)) return 0;
      seen.add(id);
      let sum = direct.get(id) ?? 0;
      for (const child of this.childrenOf.get(id) ?? []) sum += total(child.id, seen);
      return sum;
    };
    for (const view of this.byId.values()) view.products_count = total(view.id, new Set());
  }

  roots(): CategoryView[] {
    return this.childrenOf.get(null) ?? [];
  }

  children(id: number): CategoryView[] {
    return this.childrenOf.get(id) ?? [];
  }

  /** Depth-first, parents before children, siblings by sort. */
  flat(): CategoryView[] {
    const out: CategoryView[] = [];
    const walk = (list: CategoryView[], seen: Set<number>) => {
      for (const c of list) {
        if (seen.has(c.id)) continue;
        seen.add(c.id);
        out.push(c);
        walk(this.children(c.id), seen);
      }
    };
    walk(this.roots(), new Set());
    return out;
  }

  tree(): CategoryNode[] {
    const build = (list: CategoryView[], seen: Set<number>): CategoryNode[] =>
      list.filter((c) => !seen.has(c.id) && seen.add(c.id)).map((c) => ({ ...c, children: build(this.children(c.id), seen) }));
    return build(this.roots(), new Set());
  }

  /** Root first, the category itself last. */
  path(id: number): CategoryCrumb[] {
    const out: CategoryCrumb[] = [];
    const seen = new Set<number>();
    let current = this.byId.get(id);
    while (current && !seen.has(current.id)) {
      seen.add(current.id);
      out.unshift({ id: current.id, name: current.name, slug: current.slug });
      current = current.parent_id === null ? undefined : this.byId.get(current.parent_id);
    }
    return out;
  }
}

/** The category index, from the catalogue cache (shared, read-only: callers copy what they change). */
export function categoryIndex(db: Db): Promise<CategoryIndex> {
  return catalogCache(db).get('categoryIndex', () => loadCategoryIndex(db));
}

export async function loadCategoryIndex(db: Queryable): Promise<CategoryIndex> {
  const rows = await db.query<CategoryRow>(
    `SELECT c.id, c.parent_id, c.name, c.slug, c.description, c.image, c.sort, c.updated_at,
       (SELECT count(*)::int FROM products p WHERE p.category_id = c.id) AS direct_count
     FROM categories c`,
  );
  return new CategoryIndex(rows);
}

/**
 * SQL for "the category $n and its descendants" (use as `p.category_id IN (...)`).
 * `param` is the placeholder, e.g. "$3".
 */
export function categorySubtreeSql(param: string): string {
  return `WITH RECURSIVE sub(id) AS (
      SELECT id FROM categories WHERE id = ${param}
      UNION SELECT ch.id FROM categories ch JOIN sub ON ch.parent_id = sub.id
    ) SELECT id FROM sub`;
}
