'use client';

import { useState } from 'react';
import { round } from '@/lib/address/nudge';
import { BusyButton } from '@/components/ui/BusyButton';

/** «موقعیت من»: the device's position (navigator.geolocation) becomes the picked point. */
export function MyLocationButton({ onLocate }: { onLocate: (point: { lat: number; lng: number }) => void }) {
  const [state, setState] = useState<'idle' | 'locating' | 'failed'>('idle');
  const locate = () => {
    if (!('geolocation' in navigator)) return setState('failed');
    setState('locating');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setState('idle');
        onLocate({ lat: round(coords.latitude), lng: round(coords.longitude) });
      },
      () => setState('failed'),
      // A fresh fix: a cached one would put the pin back where the customer was a minute ago.
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 0 },
    );
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <BusyButton
        busy={state === 'locating'}
        onClick={locate}
        className="tap inline-flex items-center gap-1 rounded-xl border border-primary px-3 py-1.5 text-sm text-primary"
      >
        <span aria-hidden="true">◎</span>
        {state === 'locating' ? 'در حال یافتن موقعیت…' : 'موقعیت من'}
      </BusyButton>
      {state === 'failed' && (
        <p role="alert" className="text-xs text-red-700">
          موقعیت شما در دسترس نیست؛ نقشه را جابه‌جا کنید.
        </p>
      )}
    </div>
  );
}
