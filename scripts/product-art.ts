// The demo pictures' drawings (used by scripts/generate-product-images.ts): one SVG body per
// kind of product, from a hue and a seeded random source.
import type { Art } from '../backend/seed/catalog-data';

/** A small deterministic generator so a slug always gives the same picture. */
export function random(seed: string) {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

export const hsl = (h: number, s: number, l: number, a = 1) => `hsla(${((h % 360) + 360) % 360}, ${s}%, ${l}%, ${a})`;

/** Each drawing fills an 800×800 box, the object centred near (400, 420). */
export const ART: Record<Art, (hue: number, rnd: () => number) => string> = {
  // A pale baked wedge on a biscuit base, red berry sauce running over the top.
  cheesecake: (hue) => `
    <ellipse cx="400" cy="650" rx="300" ry="60" fill="hsl(${hue}, 20%, 96%)" stroke="hsl(${hue}, 15%, 82%)" stroke-width="6"/>
    <path d="M160 560 l440 -150 v170 l-440 60 z" fill="hsl(45, 70%, 88%)"/>
    <path d="M160 560 l440 -150 l70 50 l-440 150 z" fill="hsl(42, 65%, 80%)"/>
    <path d="M160 620 l440 -40 l70 -120 v40 l-70 120 l-440 40 z" fill="hsl(30, 55%, 48%)"/>
    <path d="M160 620 v40 l440 -40 v-40 z" fill="hsl(30, 55%, 42%)"/>
    <path d="M160 560 l440 -150 l70 50 l-440 150 z" fill="hsl(${hue}, 80%, 42%)" fill-opacity="0.9"/>
    <path d="M230 610 q10 40 25 0 M330 575 q10 50 25 0 M450 535 q10 45 25 0" fill="hsl(${hue}, 80%, 40%)"/>
    <circle cx="420" cy="470" r="22" fill="hsl(${hue}, 85%, 55%)"/><circle cx="480" cy="452" r="18" fill="hsl(${hue}, 85%, 50%)"/>`,
  // A dark, dense chocolate slice with ganache dripping down its side.
  fudge: (hue) => `
    <ellipse cx="400" cy="650" rx="300" ry="60" fill="hsl(${hue}, 20%, 96%)" stroke="hsl(${hue}, 15%, 82%)" stroke-width="6"/>
    <path d="M170 400 l420 -110 v300 l-420 40 z" fill="hsl(20, 45%, 18%)"/>
    <path d="M170 480 l420 -90 v28 l-420 88 z" fill="hsl(25, 40%, 32%)"/>
    <path d="M170 560 l420 -70 v28 l-420 70 z" fill="hsl(25, 40%, 32%)"/>
    <path d="M590 290 l80 60 v260 l-80 -20 z" fill="hsl(20, 45%, 13%)"/>
    <path d="M170 400 l420 -110 l80 60 l-420 120 z" fill="hsl(18, 55%, 12%)"/>
    <path d="M170 400 v50 q15 25 30 0 v-10 q15 40 30 0 v-20 q15 30 30 0 l0 -30 z" fill="hsl(18, 55%, 12%)"/>
    <path d="M360 330 q40 -15 80 -5 M420 360 q50 -20 100 -10" stroke="white" stroke-opacity="0.25" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  // A square of layered sponge and mascarpone cream, dusted with cocoa.
  tiramisu: (hue, rnd) => {
    const cocoa = Array.from({ length: 60 }, () => `<circle cx="${240 + rnd() * 320}" cy="${300 + rnd() * 90}" r="${3 + rnd() * 5}" fill="hsl(20, 50%, 22%)" fill-opacity="0.8"/>`).join('');
    return `
    <ellipse cx="400" cy="650" rx="300" ry="60" fill="hsl(${hue}, 20%, 96%)" stroke="hsl(${hue}, 15%, 82%)" stroke-width="6"/>
    <path d="M200 400 h400 v220 h-400 z" fill="hsl(40, 60%, 92%)"/>
    <path d="M200 455 h400 v45 h-400 z M200 555 h400 v45 h-400 z" fill="hsl(28, 55%, 38%)"/>
    <path d="M600 400 l60 -60 v220 l-60 60 z" fill="hsl(40, 45%, 82%)"/>
    <path d="M200 400 l60 -60 h400 l-60 60 z" fill="hsl(22, 50%, 30%)"/>
    ${cocoa}`;
  },
  cup: (hue, rnd) => {
    const heart = rnd() > 0.4;
    return `
    <ellipse cx="400" cy="610" rx="250" ry="52" fill="${hsl(hue, 15, 96)}" stroke="${hsl(hue, 15, 80)}" stroke-width="6"/>
    <ellipse cx="400" cy="600" rx="170" ry="30" fill="${hsl(hue, 12, 88)}"/>
    <path d="M560 400 q110 0 100 85 q-8 75 -120 80" fill="none" stroke="${hsl(hue, 15, 95)}" stroke-width="34" stroke-linecap="round"/>
    <path d="M220 330 h360 l-24 210 q-10 70 -80 70 h-152 q-70 0 -80 -70 z" fill="${hsl(hue, 18, 97)}" stroke="${hsl(hue, 15, 82)}" stroke-width="6"/>
    <ellipse cx="400" cy="333" rx="180" ry="40" fill="${hsl(hue, 55, 30)}"/>
    <ellipse cx="400" cy="338" rx="150" ry="30" fill="${hsl(hue, 45, heart ? 62 : 40)}"/>
    ${heart ? `<path d="M400 362 c-60 -30 -55 -62 -25 -62 c15 0 25 10 25 22 c0 -12 10 -22 25 -22 c30 0 35 32 -25 62 z" fill="${hsl(hue, 40, 92)}"/>` : ''}
    <path d="M340 250 q-30 -40 0 -80 q30 -40 0 -80" fill="none" stroke="white" stroke-opacity="0.7" stroke-width="14" stroke-linecap="round"/>
    <path d="M420 260 q-30 -40 0 -80 q30 -40 0 -80" fill="none" stroke="white" stroke-opacity="0.55" stroke-width="12" stroke-linecap="round"/>
    <path d="M480 250 q-25 -35 0 -70" fill="none" stroke="white" stroke-opacity="0.45" stroke-width="10" stroke-linecap="round"/>`;
  },
  glass: (hue, rnd) => {
    const ice = Array.from({ length: 5 }, (_, i) => {
      const x = 290 + i * 45 + rnd() * 20;
      const y = 300 + rnd() * 220;
      return `<rect x="${x}" y="${y}" width="70" height="70" rx="14" transform="rotate(${rnd() * 40 - 20} ${x + 35} ${y + 35})" fill="white" fill-opacity="0.35" stroke="white" stroke-opacity="0.6" stroke-width="3"/>`;
    }).join('');
    return `
    <ellipse cx="400" cy="690" rx="170" ry="26" fill="black" fill-opacity="0.12"/>
    <rect x="455" y="120" width="28" height="330" rx="12" transform="rotate(14 470 280)" fill="${hsl(hue + 180, 70, 55)}"/>
    <path d="M260 230 h280 l-30 440 q-4 26 -30 26 h-160 q-26 0 -30 -26 z" fill="${hsl(hue, 70, 60, 0.85)}"/>
    <path d="M268 300 h264 l-5 60 h-254 z" fill="white" fill-opacity="0.18"/>
    ${ice}
    <path d="M260 230 h280 l-30 440 q-4 26 -30 26 h-160 q-26 0 -30 -26 z" fill="none" stroke="white" stroke-opacity="0.8" stroke-width="8"/>
    <path d="M300 260 l-8 380" stroke="white" stroke-opacity="0.5" stroke-width="14" stroke-linecap="round"/>
    <circle cx="545" cy="235" r="62" fill="${hsl(hue + 60, 80, 60)}" stroke="${hsl(hue + 60, 70, 85)}" stroke-width="10"/>
    <path d="M545 173 v124 M483 235 h124 M501 191 l88 88 M589 191 l-88 88" stroke="${hsl(hue + 60, 60, 85)}" stroke-width="4"/>`;
  },
  pizza: (hue, rnd) => {
    const toppings = Array.from({ length: 11 }, () => {
      const a = rnd() * Math.PI * 2;
      const r = 40 + rnd() * 170;
      return `<circle cx="${400 + Math.cos(a) * r}" cy="${420 + Math.sin(a) * r}" r="${24 + rnd() * 8}" fill="${hsl(hue + 355, 70, 42)}" stroke="${hsl(hue + 355, 60, 32)}" stroke-width="4"/>`;
    }).join('');
    const leaves = Array.from({ length: 6 }, () => {
      const a = rnd() * Math.PI * 2;
      const r = 30 + rnd() * 170;
      const x = 400 + Math.cos(a) * r;
      const y = 420 + Math.sin(a) * r;
      return `<ellipse cx="${x}" cy="${y}" rx="22" ry="10" transform="rotate(${rnd() * 180} ${x} ${y})" fill="hsl(120, 55%, 32%)"/>`;
    }).join('');
    const cheese = Array.from({ length: 14 }, () => {
      const a = rnd() * Math.PI * 2;
      const r = rnd() * 190;
      return `<circle cx="${400 + Math.cos(a) * r}" cy="${420 + Math.sin(a) * r}" r="${20 + rnd() * 22}" fill="hsl(48, 90%, 82%)" fill-opacity="0.9"/>`;
    }).join('');
    return `
    <circle cx="400" cy="430" r="300" fill="black" fill-opacity="0.12"/>
    <circle cx="400" cy="420" r="300" fill="hsl(30, 35%, 45%)"/>
    <circle cx="400" cy="420" r="285" fill="hsl(34, 70%, 62%)"/>
    <circle cx="400" cy="420" r="245" fill="hsl(8, 75%, 48%)"/>
    <circle cx="400" cy="420" r="235" fill="hsl(45, 85%, 70%)" fill-opacity="0.8"/>
    ${cheese}${toppings}${leaves}
    <path d="M400 120 v600 M140 270 l520 300 M140 570 l520 -300" stroke="hsl(30, 40%, 40%)" stroke-opacity="0.35" stroke-width="5"/>`;
  },
  burger: (hue, rnd) => {
    const seeds = Array.from({ length: 16 }, () => {
      const x = 250 + rnd() * 300;
      const y = 235 + rnd() * 90;
      return `<ellipse cx="${x}" cy="${y}" rx="9" ry="5" transform="rotate(${rnd() * 60 - 30} ${x} ${y})" fill="hsl(45, 60%, 92%)"/>`;
    }).join('');
    return `
    <ellipse cx="400" cy="665" rx="270" ry="34" fill="black" fill-opacity="0.13"/>
    <rect x="160" y="555" width="480" height="95" rx="40" fill="hsl(${32 + hue / 20}, 70%, 55%)"/>
    <path d="M150 520 q40 40 80 0 q40 40 80 0 q40 40 80 0 q40 40 80 0 q40 40 80 0 q40 40 80 0 v30 h-480 z" fill="hsl(110, 60%, 42%)"/>
    <rect x="155" y="450" width="490" height="88" rx="36" fill="hsl(15, 45%, 24%)"/>
    <path d="M160 440 h480 l-40 50 l-40 -25 l-50 55 l-50 -40 l-60 45 l-50 -40 l-55 50 l-45 -45 z" fill="hsl(44, 95%, 55%)"/>
    <rect x="175" y="400" width="450" height="40" rx="14" fill="hsl(2, 75%, 52%)"/>
    <path d="M150 400 q0 -230 250 -230 q250 0 250 230 z" fill="hsl(${30 + hue / 20}, 75%, 55%)"/>
    <path d="M200 330 q40 -120 200 -130" fill="none" stroke="white" stroke-opacity="0.3" stroke-width="22" stroke-linecap="round"/>
    ${seeds}`;
  },
  plate: (hue, rnd) => {
    const eggs = [0, 1].map((i) => {
      const x = 320 + i * 170 + rnd() * 20;
      const y = 380 + rnd() * 40;
      return `<path d="M${x - 85} ${y} q-10 -80 70 -85 q90 -5 95 70 q5 80 -80 85 q-80 5 -85 -70 z" fill="white"/>
      <circle cx="${x}" cy="${y}" r="38" fill="hsl(42, 95%, 55%)"/><circle cx="${x - 12}" cy="${y - 12}" r="10" fill="white" fill-opacity="0.6"/>`;
    }).join('');
    const slices = Array.from({ length: 3 }, (_, i) => {
      const x = 280 + i * 60;
      return `<circle cx="${x}" cy="560" r="45" fill="hsl(${hue + 355}, 75%, 50%)" stroke="hsl(${hue + 355}, 70%, 40%)" stroke-width="5"/>
      <circle cx="${x}" cy="560" r="18" fill="hsl(${hue + 355}, 70%, 65%)"/>`;
    }).join('');
    return `
    <circle cx="400" cy="435" r="320" fill="black" fill-opacity="0.1"/>
    <circle cx="400" cy="420" r="320" fill="hsl(${hue}, 20%, 97%)"/>
    <circle cx="400" cy="420" r="250" fill="hsl(${hue}, 25%, 92%)"/>
    <rect x="470" y="500" width="170" height="110" rx="28" transform="rotate(-12 555 555)" fill="hsl(32, 65%, 60%)"/>
    <rect x="485" y="515" width="140" height="80" rx="20" transform="rotate(-12 555 555)" fill="hsl(38, 70%, 78%)"/>
    ${eggs}${slices}
    <ellipse cx="520" cy="250" rx="26" ry="12" transform="rotate(30 520 250)" fill="hsl(120, 50%, 38%)"/>
    <ellipse cx="555" cy="275" rx="26" ry="12" transform="rotate(-20 555 275)" fill="hsl(120, 50%, 32%)"/>`;
  },
  bowl: (hue, rnd) => {
    const pasta = hue < 60 || hue > 330;
    const bits = Array.from({ length: 18 }, () => {
      const x = 230 + rnd() * 340;
      const y = 330 + rnd() * 80;
      return pasta
        ? `<path d="M${x} ${y} q25 -30 50 0 t50 0" fill="none" stroke="hsl(${hue + 5}, 75%, ${62 + rnd() * 14}%)" stroke-width="16" stroke-linecap="round"/>`
        : `<ellipse cx="${x}" cy="${y}" rx="${30 + rnd() * 20}" ry="${16 + rnd() * 10}" transform="rotate(${rnd() * 180} ${x} ${y})" fill="hsl(${100 + rnd() * 30}, 60%, ${35 + rnd() * 20}%)"/>`;
    }).join('');
    const extras = Array.from({ length: 7 }, () => {
      const x = 250 + rnd() * 300;
      const y = 320 + rnd() * 70;
      return `<circle cx="${x}" cy="${y}" r="${14 + rnd() * 10}" fill="hsl(${pasta ? 0 : rnd() > 0.5 ? 355 : 50}, 75%, ${pasta ? 45 : 55}%)"/>`;
    }).join('');
    return `
    <ellipse cx="400" cy="640" rx="260" ry="40" fill="black" fill-opacity="0.12"/>
    <ellipse cx="400" cy="370" rx="250" ry="70" fill="hsl(${hue}, 45%, ${pasta ? 80 : 30}%)"/>
    ${bits}${extras}
    <path d="M150 380 q0 230 250 250 q250 -20 250 -250 q-120 60 -250 60 q-130 0 -250 -60 z" fill="hsl(${hue + 180}, 35%, 92%)"/>
    <path d="M150 380 q125 60 250 60 q125 0 250 -60" fill="none" stroke="hsl(${hue + 180}, 30%, 80%)" stroke-width="8"/>
    <path d="M200 460 q40 100 150 130" fill="none" stroke="white" stroke-opacity="0.6" stroke-width="16" stroke-linecap="round"/>`;
  },
  pancake: () => `
    <ellipse cx="400" cy="640" rx="300" ry="60" fill="hsl(30, 20%, 95%)" stroke="hsl(30, 15%, 80%)" stroke-width="6"/>
    ${[0, 1, 2, 3].map((i) => `<ellipse cx="400" cy="${590 - i * 55}" rx="220" ry="52" fill="hsl(32, 70%, ${50 + i * 3}%)"/><ellipse cx="400" cy="${580 - i * 55}" rx="215" ry="45" fill="hsl(38, 75%, ${68 + i * 2}%)"/>`).join('')}
    <path d="M200 400 q200 -90 400 0 q-10 60 -40 40 q-20 90 -40 10 q-60 40 -90 10 q-30 70 -60 0 q-60 30 -90 -10 q-40 30 -80 -50 z" fill="hsl(28, 85%, 40%)" fill-opacity="0.9"/>
    <rect x="355" y="330" width="90" height="60" rx="12" fill="hsl(50, 90%, 85%)"/>
    <circle cx="300" cy="330" r="28" fill="hsl(350, 80%, 50%)"/><circle cx="520" cy="340" r="24" fill="hsl(350, 80%, 48%)"/>`,
  fries: (hue, rnd) => {
    const sticks = Array.from({ length: 13 }, (_, i) => {
      const x = 270 + i * 21 + rnd() * 10;
      const tilt = rnd() * 24 - 12;
      return `<rect x="${x}" y="${180 + rnd() * 70}" width="30" height="300" rx="6" transform="rotate(${tilt} ${x} 480)" fill="hsl(45, 90%, ${60 + rnd() * 12}%)" stroke="hsl(38, 80%, 45%)" stroke-width="3"/>`;
    }).join('');
    return `
    <ellipse cx="400" cy="700" rx="220" ry="30" fill="black" fill-opacity="0.12"/>
    ${sticks}
    <path d="M230 400 h340 l-40 300 h-260 z" fill="hsl(${hue + 350}, 80%, 48%)"/>
    <path d="M230 400 q170 70 340 0 l-8 60 q-162 60 -324 0 z" fill="hsl(${hue + 350}, 75%, 40%)"/>
    <circle cx="400" cy="570" r="55" fill="white" fill-opacity="0.85"/>
    <circle cx="400" cy="570" r="30" fill="hsl(${hue + 350}, 80%, 48%)"/>`;
  },
  cake: (hue) => `
    <ellipse cx="400" cy="650" rx="300" ry="60" fill="hsl(${hue}, 20%, 96%)" stroke="hsl(${hue}, 15%, 82%)" stroke-width="6"/>
    <path d="M170 400 l420 -110 v300 l-420 40 z" fill="hsl(${hue + 20}, 45%, 40%)"/>
    <path d="M170 400 l420 -110 v300 l-420 40 z" fill="none"/>
    <path d="M170 470 l420 -80 v40 l-420 75 z" fill="hsl(${hue}, 70%, 85%)"/>
    <path d="M170 550 l420 -60 v40 l-420 60 z" fill="hsl(${hue}, 70%, 85%)"/>
    <path d="M590 290 l80 60 v260 l-80 -20 z" fill="hsl(${hue + 20}, 40%, 32%)"/>
    <path d="M170 400 l420 -110 l80 60 l-420 120 z" fill="hsl(${hue}, 65%, 90%)"/>
    <path d="M170 400 q30 30 60 0 q30 30 60 0 q30 30 60 0 q30 30 60 0 q30 30 60 0 q30 30 60 0 l20 -10 l0 20 l-420 40 z" fill="hsl(${hue}, 65%, 90%)"/>
    <path d="M420 230 q30 -60 70 -20 q40 50 -30 90 q-80 20 -40 -70 z" fill="hsl(355, 80%, 50%)"/>
    <path d="M440 225 l20 -40 l20 30" fill="hsl(120, 55%, 38%)"/>`,
  dessert: (hue) => `
    <ellipse cx="400" cy="690" rx="190" ry="28" fill="black" fill-opacity="0.12"/>
    <path d="M300 560 h200 l-40 120 h-120 z" fill="hsl(${hue}, 25%, 90%)"/>
    <path d="M190 330 h420 q-10 200 -210 240 q-200 -40 -210 -240 z" fill="white" fill-opacity="0.55" stroke="white" stroke-width="8"/>
    <path d="M215 380 h370 q-20 120 -185 170 q-165 -50 -185 -170 z" fill="hsl(${hue}, 55%, 45%)"/>
    <path d="M205 345 h390 l-6 40 h-378 z" fill="hsl(${hue + 10}, 60%, 88%)"/>
    <circle cx="330" cy="290" r="78" fill="hsl(${hue}, 75%, 78%)"/>
    <circle cx="470" cy="290" r="78" fill="hsl(${hue + 15}, 70%, 70%)"/>
    <circle cx="400" cy="220" r="74" fill="hsl(${hue + 30}, 80%, 84%)"/>
    <circle cx="400" cy="150" r="18" fill="hsl(355, 80%, 48%)"/>
    <path d="M380 220 q20 -40 40 0" stroke="white" stroke-opacity="0.5" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  box: (hue) => `
    <ellipse cx="400" cy="690" rx="280" ry="36" fill="black" fill-opacity="0.13"/>
    <rect x="170" y="340" width="460" height="340" rx="18" fill="hsl(${hue}, 60%, 52%)"/>
    <rect x="150" y="280" width="500" height="100" rx="18" fill="hsl(${hue}, 62%, 60%)"/>
    <rect x="365" y="280" width="70" height="400" fill="hsl(${hue + 180}, 70%, 88%)"/>
    <rect x="150" y="315" width="500" height="30" fill="hsl(${hue + 180}, 70%, 88%)" fill-opacity="0"/>
    <path d="M400 280 q-150 -150 -150 -40 q0 60 150 40 z" fill="hsl(${hue + 180}, 70%, 82%)"/>
    <path d="M400 280 q150 -150 150 -40 q0 60 -150 40 z" fill="hsl(${hue + 180}, 70%, 78%)"/>
    <circle cx="400" cy="275" r="30" fill="hsl(${hue + 180}, 70%, 90%)"/>
    <path d="M200 620 h100 M200 590 h60" stroke="white" stroke-opacity="0.35" stroke-width="14" stroke-linecap="round"/>`,
  table: (hue) => {
    const chair = (x: number, flip: boolean) => `
      <rect x="${x}" y="300" width="26" height="260" rx="10" fill="hsl(${hue + 20}, 35%, 30%)"/>
      <rect x="${flip ? x - 120 : x}" y="470" width="146" height="28" rx="10" fill="hsl(${hue + 20}, 35%, 35%)"/>
      <rect x="${flip ? x - 110 : x + 110}" y="490" width="20" height="170" rx="8" fill="hsl(${hue + 20}, 35%, 28%)"/>
      <rect x="${x}" y="490" width="20" height="170" rx="8" fill="hsl(${hue + 20}, 35%, 28%)"/>`;
    return `
    <rect x="0" y="640" width="800" height="160" fill="black" fill-opacity="0.07"/>
    <rect x="230" y="110" width="340" height="220" rx="12" fill="white" fill-opacity="0.35" stroke="white" stroke-opacity="0.8" stroke-width="10"/>
    <path d="M400 110 v220 M230 220 h340" stroke="white" stroke-opacity="0.8" stroke-width="8"/>
    ${chair(110, false)}${chair(664, true)}
    <ellipse cx="400" cy="440" rx="230" ry="40" fill="hsl(${hue + 25}, 40%, 45%)"/>
    <rect x="385" y="450" width="30" height="200" fill="hsl(${hue + 25}, 35%, 32%)"/>
    <ellipse cx="400" cy="660" rx="110" ry="18" fill="hsl(${hue + 25}, 35%, 28%)"/>
    <rect x="380" y="360" width="40" height="70" rx="8" fill="hsl(${hue}, 50%, 92%)"/>
    <path d="M400 360 q-14 -26 0 -46 q14 20 0 46 z" fill="hsl(40, 95%, 60%)"/>
    <ellipse cx="300" cy="425" rx="40" ry="10" fill="white"/><ellipse cx="500" cy="425" rx="40" ry="10" fill="white"/>`;
  },
  room: (hue) => {
    const chairs = Array.from({ length: 5 }, (_, i) => {
      const x = 200 + i * 100;
      return `<rect x="${x - 30}" y="560" width="60" height="70" rx="14" fill="hsl(${hue}, 30%, 30%)"/><rect x="${x - 30}" y="345" width="60" height="60" rx="14" fill="hsl(${hue}, 30%, 36%)"/>`;
    }).join('');
    return `
    <rect x="0" y="620" width="800" height="180" fill="black" fill-opacity="0.07"/>
    <rect x="220" y="90" width="360" height="210" rx="10" fill="hsl(${hue}, 40%, 20%)"/>
    <rect x="236" y="106" width="328" height="178" rx="6" fill="hsl(${hue + 20}, 70%, 60%)"/>
    <path d="M260 250 l60 -60 l50 40 l70 -90 l80 110" fill="none" stroke="white" stroke-opacity="0.8" stroke-width="10" stroke-linejoin="round"/>
    ${chairs}
    <rect x="130" y="400" width="540" height="170" rx="30" fill="hsl(${hue + 30}, 35%, 45%)"/>
    <rect x="130" y="400" width="540" height="30" rx="15" fill="hsl(${hue + 30}, 35%, 55%)"/>
    <circle cx="260" cy="480" r="20" fill="white" fill-opacity="0.8"/><circle cx="400" cy="480" r="20" fill="white" fill-opacity="0.8"/><circle cx="540" cy="480" r="20" fill="white" fill-opacity="0.8"/>`;
  },
  class: (hue) => `
    <rect x="0" y="650" width="800" height="150" fill="black" fill-opacity="0.07"/>
    <rect x="170" y="200" width="460" height="330" rx="34" fill="hsl(${hue}, 10%, 78%)"/>
    <rect x="170" y="200" width="460" height="80" rx="34" fill="hsl(${hue}, 10%, 88%)"/>
    <rect x="200" y="300" width="400" height="40" rx="12" fill="hsl(${hue}, 10%, 60%)"/>
    <rect x="270" y="340" width="60" height="50" rx="8" fill="hsl(${hue}, 8%, 35%)"/>
    <rect x="470" y="340" width="60" height="50" rx="8" fill="hsl(${hue}, 8%, 35%)"/>
    <rect x="230" y="385" width="140" height="24" rx="12" fill="hsl(${hue}, 8%, 25%)"/>
    <circle cx="250" cy="240" r="16" fill="hsl(${hue + 180}, 60%, 55%)"/><circle cx="300" cy="240" r="16" fill="hsl(${hue + 120}, 60%, 55%)"/>
    <rect x="250" y="450" width="100" height="80" rx="12" fill="white"/><rect x="450" y="450" width="100" height="80" rx="12" fill="white"/>
    <rect x="150" y="530" width="500" height="120" rx="20" fill="hsl(${hue + 20}, 45%, 40%)"/>
    <path d="M300 440 q-10 -25 0 -40 M500 440 q-10 -25 0 -40" stroke="white" stroke-opacity="0.6" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  croissant: (hue) => `
    <ellipse cx="400" cy="600" rx="300" ry="50" fill="black" fill-opacity="0.1"/>
    ${[
      [200, 480, 80, 60, -35],
      [270, 400, 95, 80, -20],
      [400, 370, 110, 95, 0],
      [530, 400, 95, 80, 20],
      [600, 480, 80, 60, 35],
    ]
      .map(
        ([x, y, rx, ry, r], i) =>
          `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" transform="rotate(${r} ${x} ${y})" fill="hsl(${hue - 8 + i * 2}, 80%, ${45 + (i === 2 ? 10 : i % 2 ? 6 : 0)}%)" stroke="hsl(${hue - 10}, 70%, 35%)" stroke-width="5"/>`,
      )
      .join('')}
    <path d="M330 330 q70 -40 140 0 M300 380 q100 -50 200 0" fill="none" stroke="white" stroke-opacity="0.35" stroke-width="12" stroke-linecap="round"/>`,
};
