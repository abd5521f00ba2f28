import { notFound, redirect } from 'next/navigation';
import { isLocale } from '../../links/locale';

export default async function LocaleHome({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  redirect(`/${locale}/newsroom`);
}
