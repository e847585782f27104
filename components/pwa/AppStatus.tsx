'use client';

import AppUpdates from './AppUpdates';
import { OfflineNotice } from './OfflineNotice';

/** What every page says about the app itself: a new version waiting, the connection gone. One island, one chunk. */
export default function AppStatus() {
  return (
    <>
      <OfflineNotice />
      <AppUpdates />
    </>
  );
}
