import { getAppConfig } from '@/lib/api/config-server';

export const revalidate = 300;

export default async function HomePage() {
  const config = await getAppConfig();
  return (
    <section>
      <h1 className="text-2xl font-bold">{config.shop_name}</h1>
      <p className="mt-2 text-ink/70">{config.description}</p>
    </section>
  );
}
