import type { Metadata } from 'next';
import { connection } from 'next/server';
import { Wallet } from '@/components/account/wallet/Wallet';

export const metadata: Metadata = { title: 'کیف پول', robots: { index: false } };

export default async function WalletPage() {
  // Rendered per request so Next can put the CSP nonce on its scripts (lib/security/csp.mjs).
  await connection();
  return (
    <>
      <div className="mx-auto max-w-2xl">
        <h1 className="mb-4 text-xl font-bold">کیف پول</h1>
        <Wallet />
      </div>
    </>
  );
}
