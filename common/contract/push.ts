/** API contract: the push-messaging configuration the storefront and the embedded backend both use. */

/** A Firebase web app's public configuration (the object Firebase's console shows for a web app). */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  messagingSenderId: string;
  appId: string;
  storageBucket?: string;
  measurementId?: string;
}

/** What GET /app/push/config hands out when push is configured. */
export interface PushWebConfig {
  firebase: FirebaseWebConfig;
  /** The web-push (VAPID) public key Firebase's getToken subscribes with. */
  vapid_key: string;
}
