import { describe, expect, it } from 'vitest';
import type { CategoryNode, CategoryView } from '@/lib/api/catalog';
import { categoriesUnder, parentList } from './category-block';

const cat = (id: number, name: string, parent_id: number | null = null, products_count = 3): CategoryView => ({
  id,
  name,
  slug: `c${id}`,
  description: '',
  image: null,
  parent_id,
  sort: id,
  products_count,
  updated_at: '2026-01-01T00:00:00.000Z',
});

const drinks = cat(1, 'نوشیدنی');
const food = cat(4, 'غذا');
const tree: CategoryNode[] = [
  { ...drinks, children: [{ ...cat(2, 'گرم', 1), children: [] }, { ...cat(3, 'خالی', 1, 0), children: [] }] },
  { ...food, children: [{ ...cat(5, 'پیتزا', 4), children: [] }] },
];

describe('parentList', () => {
  it('seeds a base-category block with «همه» and an empty id', () => {
    expect(parentList({ base_category: true, items: [drinks, food] })).toEqual([
      { id: '', name: 'همه' },
      { id: '1', name: 'نوشیدنی' },
      { id: '4', name: 'غذا' },
    ]);
  });

  it('has no parent list for other category blocks', () => {
    expect(parentList({ base_category: false, items: [drinks] })).toEqual([]);
  });
});

describe('categoriesUnder', () => {
  it('shows every category of the block for «همه»', () => {
    expect(categoriesUnder('', [drinks, food], tree)).toEqual([drinks, food]);
  });

  it('shows the non-empty children of a chosen parent', () => {
    expect(categoriesUnder('1', [drinks, food], tree).map((c) => c.id)).toEqual([2]);
    expect(categoriesUnder('99', [drinks, food], tree)).toEqual([]);
  });
});
