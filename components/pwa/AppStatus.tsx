'use client';

import AppUpdates from './AppUpdates';
import { OfflineNotice } from './OfflineNotice';
import PushResync from './PushResync';

/**
 * What every page does about the app itself: a new version waiting, the connection gone, the push
 * token kept current. One island, one chunk.
 */
export default function AppStatus() {
  return (
    <>
      <OfflineNotice />
      <AppUpdates />
      <PushResync />
    </>
  );
}
