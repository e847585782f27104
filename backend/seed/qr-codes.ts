import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';

/** The demo's printed QR code: table 1 of the demo café; its id is random, made once per database. */
export const DEMO_QR = { login_to_id: 1, label: 'میز ۱ (نمونه)' } as const;

/** A new unguessable QR id: 16 random bytes as 22 base64url characters. */
export function newQrId(): string {
  return randomBytes(16).toString('base64url');
}

export async function seedQrCodes(db: Db): Promise<void> {
  await db.query(
    `INSERT INTO qr_codes (id, login_to_id, label) SELECT $1, $2, $3::text
     WHERE NOT EXISTS (SELECT 1 FROM qr_codes WHERE label = $3::text)`,
    [newQrId(), DEMO_QR.login_to_id, DEMO_QR.label],
  );
}

/** The demo code's id (printed at start and read by /api/dev/qr), null if it was removed. */
export async function demoQrId(db: Db): Promise<string | null> {
  const [row] = await db.query<{ id: string }>('SELECT id FROM qr_codes WHERE label = $1 AND NOT revoked ORDER BY created_at LIMIT 1', [DEMO_QR.label]);
  return row?.id ?? null;
}
