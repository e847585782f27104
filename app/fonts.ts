import localFont from 'next/font/local';

/** Vazirmatn from the vazirmatn package: no font download at build or run time. */
export const vazirmatn = localFont({
  src: '../node_modules/vazirmatn/fonts/webfonts/Vazirmatn[wght].woff2',
  variable: '--font-vazirmatn',
  weight: '100 900',
  display: 'swap',
  preload: true,
});
