// Push subscriptions the browser replaced (pushsubscriptionchange). An FCM token stands for one
// Web Push subscription of one browser, and dies with it. The page now sends that subscription's
// endpoint with the token, so the service worker can name the row when the browser replaces the
// subscription. What the worker reports is a 'webpush' row: token and endpoint are the new
// endpoint, with its keys, so a sender holding the VAPID key pair reaches the browser by Web Push
// until a page registers an FCM token for the subscription again. One row per endpoint.
export default /* sql */ `
ALTER TABLE push_tokens ADD COLUMN endpoint TEXT UNIQUE;
ALTER TABLE push_tokens ADD COLUMN p256dh TEXT;
ALTER TABLE push_tokens ADD COLUMN auth TEXT;
ALTER TABLE push_tokens ADD CONSTRAINT push_tokens_webpush_keys
  CHECK (platform <> 'webpush' OR (endpoint = token AND p256dh IS NOT NULL AND auth IS NOT NULL));
`;
