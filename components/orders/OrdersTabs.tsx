'use client';

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { ClientState, NeedsJs } from '@/components/layout/ClientState';
import { orderStatusLabel } from '@/lib/order-status';
import { useCustomer } from '@/hooks/queries/customer';
import { useRootStore } from '@/stores';
import { LoginPrompt } from '@/components/ui/LoginPrompt';
import { OrdersList } from './OrdersList';

function Tabs() {
  const customer = useCustomer();
  const statuses = useRootStore((s) => s.orders.orderTabsStatus);
  // The tab lives in the address (?status=send), so Back from an order and a reload return to it.
  const [selected, setSelectedIndex] = useState(() => Math.max(0, statuses.indexOf(new URLSearchParams(window.location.search).get('status') ?? '')));
  const setSelected = (index: number) => {
    setSelectedIndex(index);
    window.history.replaceState(null, '', `?status=${encodeURIComponent(statuses[index])}`);
  };
  const list = useRef<HTMLDivElement>(null);
  const loggedIn = customer !== null;
  // A tab chosen before (Back, a reload, a link) may lie past the strip's edge on a phone: the strip
  // scrolls to it. Only the strip: scrollIntoView would also move the page off its restored place.
  useEffect(() => {
    const strip = list.current;
    const tab = strip?.querySelectorAll<HTMLElement>('[role="tab"]')[selected];
    if (!strip || !tab) return;
    const edge = strip.getBoundingClientRect();
    const at = tab.getBoundingClientRect();
    if (at.left < edge.left) strip.scrollLeft -= edge.left - at.left + 8;
    else if (at.right > edge.right) strip.scrollLeft += at.right - edge.right + 8;
  }, [selected, loggedIn]);
  if (!customer) return <LoginPrompt title="برای دیدن سفارش‌ها وارد شوید" path="/profile/orders" />;

  // Headless UI moves left-to-right whatever the page's direction; here the next tab is on the
  // left, so the two arrows are handled before it sees them.
  const arrows = (e: KeyboardEvent<HTMLDivElement>) => {
    if ((e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    e.stopPropagation();
    const next = (selected + (e.key === 'ArrowLeft' ? 1 : -1) + statuses.length) % statuses.length;
    setSelected(next);
    e.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <TabGroup selectedIndex={selected} onChange={setSelected}>
      {/* The top padding is room for the tabs' 44-px hit areas (tap), which the scrolling list would clip; the negative margin keeps the tabs where they were. */}
      <TabList ref={list} aria-label="وضعیت سفارش" onKeyDownCapture={arrows} className="-mx-1 -mt-3 mb-4 flex gap-2 overflow-x-auto px-1 pt-3 pb-2">
        {statuses.map((status) => (
          <Tab
            key={status}
            className="tap shrink-0 rounded-full border border-black/10 px-4 py-2 text-sm whitespace-nowrap focus-visible:outline-2 focus-visible:outline-primary data-selected:border-primary data-selected:bg-primary data-selected:text-on-primary"
          >
            {orderStatusLabel(status)}
          </Tab>
        ))}
      </TabList>
      <TabPanels>
        {/* Only the chosen tab is mounted, so only its orders are fetched. */}
        {statuses.map((status) => (
          <TabPanel key={status} className="focus-visible:outline-2 focus-visible:outline-primary">
            <OrdersList customerId={customer.id} status={status} />
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}

/** «سفارش‌های من»: one tab per order status (the store's orderTabsStatus); guests are asked to log in. */
export function OrdersTabs() {
  return (
    <ClientState skeletonClassName="h-40 w-full rounded-2xl" withoutJs={<NeedsJs what="سفارش‌ها" />}>
      <Tabs />
    </ClientState>
  );
}
