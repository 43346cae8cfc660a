// Product drawings as SVG in a 960 × 960 box: the same shapes render as a studio picture (materials with
// gradients) or as a blueprint-style technical drawing (outlines only).
import type { ProductKind } from './catalog-data.js';
import { darken, lighten, lightness } from './colour.js';
import { SANS } from './fonts.js';
import { escapeXml } from './text.js';

/** Fills and strokes a drawing uses; `none` fills in a technical drawing. */
export interface Paint {
  /** The product's own material (ceramic, metal finish, lamp body). */
  body: string;
  /** Chrome parts (flush buttons, wastes), or the finish itself on fittings. */
  metal: string;
  /** The inside of a bowl. */
  inner: string;
  glass: string;
  /** Light from a lamp. */
  glow: string;
  water: string;
  towel: string;
  counter: string;
  wall: string;
  line: string;
  lineWidth: number;
  /** The backdrop colour, for drawing tubes as outlines. */
  bg: string;
  technical: boolean;
  brushed: boolean;
  /** Draw the wall, ceiling or lawn around the product (not in scenes and icons, which bring their own). */
  environment: boolean;
}

interface KindDrawing {
  /** The object's bounds [x1, y1, x2, y2] (for dimension lines and icons). */
  box: [number, number, number, number];
  backdrop: 'studio' | 'dusk';
  /** Stands on the floor at y = 820 (gets a shadow). */
  standing: boolean;
  draw(p: Paint): string;
}

const shape = (p: Paint, fill: string, extra = '') =>
  `fill="${fill}" stroke="${p.line}" stroke-width="${p.lineWidth}" stroke-linejoin="round" ${extra}`;

/** A bent pipe drawn by its centre line: metal in a picture, a double outline in a drawing. */
function tube(p: Paint, d: string, width: number): string {
  if (p.technical) {
    return `<path d="${d}" fill="none" stroke="${p.line}" stroke-width="${width}" stroke-linecap="round"/><path d="${d}" fill="none" stroke="${p.bg}" stroke-width="${width - p.lineWidth * 2}" stroke-linecap="round"/>`;
  }
  return `<path d="${d}" fill="none" stroke="${darken('#888888', 0.2)}" stroke-width="${width + 3}" stroke-linecap="round" stroke-opacity="0.5"/><path d="${d}" fill="none" stroke="${p.metal}" stroke-width="${width}" stroke-linecap="round"/>`;
}

function stream(p: Paint, x: number, y1: number, y2: number, w: number): string {
  if (p.technical) return '';
  return `<rect x="${x - w / 2}" y="${y1}" width="${w}" height="${y2 - y1}" rx="${w / 2}" fill="${p.water}" opacity="0.55"/>`;
}

const wallStrip = (p: Paint, x: number, w: number) =>
  !p.environment
    ? ''
    : p.technical
      ? `<line x1="${x}" y1="100" x2="${x}" y2="880" stroke="${p.line}" stroke-width="${p.lineWidth}" stroke-dasharray="14 10"/>`
      : `<rect x="${x}" y="60" width="${w}" height="840" fill="${p.wall}"/><rect x="${x}" y="60" width="6" height="840" fill="#000" fill-opacity="0.06"/>`;

const KINDS: Record<ProductKind, KindDrawing> = {
  'wc-wall-hung': {
    box: [235, 250, 760, 662],
    backdrop: 'studio',
    standing: false,
    draw: (p) =>
      `${wallStrip(p, 760, 200)}
<rect x="742" y="250" width="18" height="120" rx="4" ${shape(p, p.metal)}/>
<path d="M760 432 L300 432 C250 432 235 472 250 517 C275 592 360 642 470 657 L600 662 C650 662 690 642 720 612 L760 600 Z" ${shape(p, p.body)}/>
<path d="M300 445 C275 447 268 470 280 500" fill="none" stroke="#fff" stroke-opacity="${p.technical ? 0 : 0.7}" stroke-width="8" stroke-linecap="round"/>
<rect x="282" y="408" width="478" height="26" rx="12" ${shape(p, p.body)}/>
<circle cx="722" cy="404" r="9" ${shape(p, p.metal)}/>`,
  },
  'wc-floor': {
    box: [245, 212, 740, 820],
    backdrop: 'studio',
    standing: true,
    draw: (p) =>
      `<rect x="600" y="240" width="130" height="232" rx="18" ${shape(p, p.body)}/>
<rect x="588" y="226" width="152" height="26" rx="10" ${shape(p, p.body)}/>
<rect x="640" y="212" width="52" height="16" rx="6" ${shape(p, p.metal)}/>
<path d="M720 472 L300 472 C255 472 245 507 262 547 C290 607 360 642 450 652 C470 702 470 762 450 802 L440 820 L660 820 C650 762 640 702 650 652 C690 632 720 602 720 562 Z" ${shape(p, p.body)}/>
<path d="M300 486 C280 490 272 510 284 540" fill="none" stroke="#fff" stroke-opacity="${p.technical ? 0 : 0.7}" stroke-width="8" stroke-linecap="round"/>
<rect x="284" y="450" width="446" height="24" rx="11" ${shape(p, p.body)}/>`,
  },
  'wc-one-piece': {
    box: [255, 282, 760, 820],
    backdrop: 'studio',
    standing: true,
    draw: (p) =>
      `<path d="M760 330 C760 305 745 292 715 292 L625 292 C600 292 590 305 590 330 L590 432 L330 440 C270 442 255 482 268 527 C295 602 365 642 455 652 C470 702 470 762 450 802 L440 820 L690 820 C680 762 690 702 720 642 C750 582 760 502 760 432 Z" ${shape(p, p.body)}/>
<ellipse cx="675" cy="292" rx="32" ry="9" ${shape(p, p.metal)}/>
<rect x="306" y="418" width="300" height="24" rx="11" ${shape(p, p.body)}/>
<path d="M330 456 C290 462 284 490 296 520" fill="none" stroke="#fff" stroke-opacity="${p.technical ? 0 : 0.7}" stroke-width="8" stroke-linecap="round"/>
<path d="M735 340 C745 420 745 520 712 600" fill="none" stroke="#fff" stroke-opacity="${p.technical ? 0 : 0.45}" stroke-width="10" stroke-linecap="round"/>`,
  },
  'basin-table-top': {
    box: [100, 320, 860, 820],
    backdrop: 'studio',
    standing: true,
    draw: (p) =>
      `<rect x="130" y="650" width="700" height="170" ${shape(p, darkCounter(p))}/>
<line x1="480" y1="660" x2="480" y2="810" stroke="${p.technical ? p.line : '#000'}" stroke-opacity="0.3" stroke-width="3"/>
<rect x="440" y="720" width="22" height="6" rx="3" fill="${p.metal}"/><rect x="498" y="720" width="22" height="6" rx="3" fill="${p.metal}"/>
<rect x="100" y="600" width="760" height="52" rx="6" ${shape(p, p.counter)}/>
<rect x="466" y="330" width="28" height="272" rx="12" ${shape(p, p.metal)}/>
<rect x="450" y="356" width="58" height="22" rx="10" ${shape(p, p.metal)}/>
<path d="M494 338 L570 318 L574 332 L496 356 Z" ${shape(p, p.metal)}/>
<path d="M250 470 C250 562 330 602 480 602 C630 602 710 562 710 470 Z" ${shape(p, p.body)}/>
<ellipse cx="480" cy="470" rx="230" ry="42" ${shape(p, p.body)}/>
<ellipse cx="480" cy="474" rx="204" ry="30" ${shape(p, p.inner)}/>
<ellipse cx="480" cy="486" rx="20" ry="6" ${shape(p, p.metal)}/>`,
  },
  'basin-wall-hung': {
    box: [220, 380, 740, 722],
    backdrop: 'studio',
    standing: false,
    draw: (p) =>
      `<rect x="466" y="572" width="28" height="90" ${shape(p, p.metal)}/>
<ellipse cx="480" cy="680" rx="30" ry="42" ${shape(p, p.metal)}/>
<rect x="492" y="600" width="248" height="20" ${shape(p, p.metal)}/>
<rect x="220" y="458" width="520" height="116" rx="34" ${shape(p, p.body)}/>
<path d="M220 472 C220 428 740 428 740 472 Z" ${shape(p, p.body)}/>
<ellipse cx="480" cy="458" rx="200" ry="16" ${shape(p, p.inner)}/>
<rect x="470" y="396" width="20" height="46" rx="6" ${shape(p, p.metal)}/>
<path d="M470 404 L420 412 L420 428 L470 420 Z" ${shape(p, p.metal)}/>
<rect x="458" y="384" width="44" height="16" rx="6" ${shape(p, p.metal)}/>
<path d="M250 500 C250 540 270 556 300 560" fill="none" stroke="#fff" stroke-opacity="${p.technical ? 0 : 0.6}" stroke-width="8" stroke-linecap="round"/>`,
  },
  'basin-pedestal': {
    box: [220, 330, 740, 820],
    backdrop: 'studio',
    standing: true,
    draw: (p) =>
      `<path d="M410 520 L550 520 C540 620 525 720 528 800 L560 820 L400 820 L432 800 C435 720 420 620 410 520 Z" ${shape(p, p.body)}/>
<rect x="220" y="408" width="520" height="116" rx="34" ${shape(p, p.body)}/>
<path d="M220 422 C220 378 740 378 740 422 Z" ${shape(p, p.body)}/>
<ellipse cx="480" cy="408" rx="200" ry="16" ${shape(p, p.inner)}/>
<rect x="470" y="346" width="20" height="46" rx="6" ${shape(p, p.metal)}/>
<path d="M470 354 L420 362 L420 378 L470 370 Z" ${shape(p, p.metal)}/>
<rect x="458" y="334" width="44" height="16" rx="6" ${shape(p, p.metal)}/>
<path d="M440 560 C446 640 446 720 444 790" fill="none" stroke="#fff" stroke-opacity="${p.technical ? 0 : 0.5}" stroke-width="8" stroke-linecap="round"/>`,
  },
  urinal: {
    box: [360, 100, 600, 702],
    backdrop: 'studio',
    standing: false,
    draw: (p) =>
      `<rect x="470" y="100" width="20" height="110" ${shape(p, p.metal)}/>
<rect x="452" y="138" width="56" height="44" rx="10" ${shape(p, p.metal)}/>
<circle cx="480" cy="160" r="10" ${shape(p, p.metal)}/>
<path d="M380 222 C380 188 580 188 580 222 L600 522 C600 652 540 702 480 702 C420 702 360 652 360 522 Z" ${shape(p, p.body)}/>
<path d="M405 302 C405 280 555 280 555 302 L570 522 C570 622 530 662 480 662 C430 662 390 622 390 522 Z" ${shape(p, p.inner)}/>
<g fill="${p.technical ? 'none' : '#8a8f96'}" stroke="${p.line}" stroke-width="1">${[0, 1, 2, 3, 4].map((i) => `<circle cx="${456 + i * 12}" cy="630" r="3"/>`).join('')}</g>`,
  },
  'basin-mixer': {
    box: [280, 320, 612, 795],
    backdrop: 'studio',
    standing: true,
    draw: (p) =>
      `<ellipse cx="500" cy="782" rx="82" ry="14" ${shape(p, p.metal)}/>
<path d="M455 782 L455 432 C455 400 470 386 500 386 C530 386 545 400 545 432 L545 782 Z" ${shape(p, p.metal)}/>
<path d="M460 452 L300 470 C286 472 280 480 280 492 L280 506 L302 506 L306 496 L460 492 Z" ${shape(p, p.metal)}/>
<rect x="282" y="504" width="20" height="12" rx="3" ${shape(p, p.technical ? 'none' : darken('#808080', 0.2))}/>
<rect x="468" y="368" width="64" height="26" rx="10" ${shape(p, p.metal)}/>
<path d="M490 376 L600 322 L612 344 L512 396 Z" ${shape(p, p.metal)}/>
${stream(p, 291, 518, 770, 14)}`,
  },
  'wall-mixer': {
    box: [214, 340, 746, 650],
    backdrop: 'studio',
    standing: false,
    draw: (p) =>
      `<circle cx="280" cy="456" r="64" ${shape(p, p.metal)}/>
<circle cx="680" cy="456" r="64" ${shape(p, p.metal)}/>
<rect x="250" y="420" width="460" height="72" rx="36" ${shape(p, p.metal)}/>
<path d="M455 490 L455 600 C455 630 470 642 480 642 C490 642 505 630 505 600 L505 490 Z" ${shape(p, p.metal)}/>
<rect x="462" y="362" width="36" height="62" rx="8" ${shape(p, p.metal)}/>
<circle cx="480" cy="356" r="16" ${shape(p, p.metal)}/>
<path d="M680 420 L690 360 L712 362 L702 424 Z" ${shape(p, p.metal)}/>
${stream(p, 480, 644, 880, 16)}`,
  },
  'pillar-tap': {
    box: [340, 370, 600, 795],
    backdrop: 'studio',
    standing: true,
    draw: (p) =>
      `<ellipse cx="500" cy="782" rx="70" ry="13" ${shape(p, p.metal)}/>
<rect x="470" y="500" width="60" height="282" rx="14" ${shape(p, p.metal)}/>
<path d="M470 560 C380 560 340 580 340 642 L372 642 C374 606 402 596 470 596 Z" ${shape(p, p.metal)}/>
<rect x="455" y="440" width="90" height="80" rx="24" ${shape(p, p.metal)}/>
<path d="M486 446 L560 378 L578 396 L514 456 Z" ${shape(p, p.metal)}/>
${stream(p, 356, 644, 770, 14)}`,
  },
  'bib-tap': {
    box: [220, 330, 570, 610],
    backdrop: 'studio',
    standing: false,
    draw: (p) =>
      `${wallStrip(p, 100, 120)}
<rect x="218" y="418" width="34" height="124" rx="10" ${shape(p, p.metal)}/>
<rect x="250" y="450" width="262" height="60" rx="30" ${shape(p, p.metal)}/>
<rect x="394" y="380" width="82" height="76" rx="16" ${shape(p, p.metal)}/>
<path d="M420 386 L556 330 L568 352 L440 404 Z" ${shape(p, p.metal)}/>
<path d="M478 490 L512 490 L514 600 L476 600 Z" ${shape(p, p.metal)}/>
${stream(p, 495, 602, 860, 14)}`,
  },
  'overhead-shower': {
    box: [250, 230, 892, 372],
    backdrop: 'studio',
    standing: false,
    draw: (p) => {
      let water = '';
      if (!p.technical) {
        for (let i = 0; i < 26; i++) {
          const x = 290 + i * 15.5;
          const spread = (x - 480) * 0.25;
          water += `<line x1="${x}" y1="372" x2="${x + spread}" y2="${820 - Math.abs(spread)}" stroke="${p.water}" stroke-opacity="0.45" stroke-width="3" stroke-linecap="round"/>`;
        }
      }
      let nozzles = '';
      for (let ring = 1; ring <= 3; ring++) {
        for (let k = 0; k < 6 + ring * 4; k++) {
          const a = (k / (6 + ring * 4)) * Math.PI * 2;
          nozzles += `<circle cx="${(480 + Math.cos(a) * ring * 62).toFixed(1)}" cy="${(346 + Math.sin(a) * ring * 9).toFixed(1)}" r="3.2"/>`;
        }
      }
      return `${wallStrip(p, 890, 70)}${water}
<rect x="856" y="226" width="36" height="72" rx="8" ${shape(p, p.metal)}/>
<rect x="480" y="250" width="380" height="24" rx="12" ${shape(p, p.metal)}/>
<rect x="470" y="262" width="20" height="60" ${shape(p, p.metal)}/>
<circle cx="480" cy="262" r="20" ${shape(p, p.metal)}/>
<path d="M250 330 C250 300 710 300 710 330 L710 344 C710 374 250 374 250 344 Z" ${shape(p, p.metal)}/>
<ellipse cx="480" cy="346" rx="220" ry="26" ${shape(p, p.technical ? 'none' : darken('#9aa0a8', 0.1))}/>
<g fill="${p.technical ? 'none' : '#333'}" stroke="${p.technical ? p.line : 'none'}" stroke-width="1">${nozzles}</g>`;
    },
  },
  'hand-shower': {
    box: [200, 180, 760, 770],
    backdrop: 'studio',
    standing: false,
    draw: (p) =>
      `${tube(p, 'M470 560 C420 760 620 820 700 720', 16)}
<rect x="690" y="700" width="60" height="46" rx="10" ${shape(p, p.metal)}/>
<rect x="680" y="300" width="70" height="60" rx="12" ${shape(p, p.metal)}/>
<g transform="rotate(-28 420 400)">
<rect x="396" y="380" width="48" height="210" rx="22" ${shape(p, p.metal)}/>
<circle cx="420" cy="330" r="84" ${shape(p, p.metal)}/>
<circle cx="420" cy="330" r="62" ${shape(p, p.technical ? 'none' : '#3d3f44')}/>
<g fill="${p.technical ? 'none' : '#c8ccd2'}" stroke="${p.technical ? p.line : 'none'}">${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((k) => `<circle cx="${(420 + Math.cos((k / 12) * Math.PI * 2) * 40).toFixed(1)}" cy="${(330 + Math.sin((k / 12) * Math.PI * 2) * 40).toFixed(1)}" r="4"/>`).join('')}<circle cx="420" cy="330" r="5"/></g>
</g>`,
  },
  'towel-rail': {
    box: [200, 378, 760, 732],
    backdrop: 'studio',
    standing: false,
    draw: (p) =>
      `<rect x="200" y="378" width="44" height="66" rx="12" ${shape(p, p.metal)}/>
<rect x="716" y="378" width="44" height="66" rx="12" ${shape(p, p.metal)}/>
<rect x="216" y="398" width="528" height="24" rx="12" ${shape(p, p.metal)}/>
<path d="M300 404 L640 404 L652 722 C560 734 400 734 288 722 Z" ${shape(p, p.towel)}/>
<path d="M292 670 L648 670" stroke="${p.technical ? p.line : darken('#E8E1D6', 0.25)}" stroke-width="10"/>
<path d="M300 404 C300 380 640 380 640 404" ${shape(p, p.towel)}/>`,
  },
  mirror: {
    box: [240, 140, 720, 780],
    backdrop: 'studio',
    standing: false,
    draw: (p) =>
      `<rect x="240" y="140" width="480" height="640" rx="42" ${shape(p, p.body)}/>
<rect x="262" y="162" width="436" height="596" rx="30" ${shape(p, p.glass)}/>
<rect x="282" y="182" width="396" height="556" rx="22" fill="none" stroke="${p.technical ? p.line : '#FFFBEA'}" stroke-opacity="${p.technical ? 1 : 0.9}" stroke-width="${p.technical ? 2 : 10}" ${p.technical ? 'stroke-dasharray="10 8"' : ''}/>
<path d="M330 700 L560 220 L620 220 L390 700 Z" fill="#fff" fill-opacity="${p.technical ? 0 : 0.22}"/>
<circle cx="480" cy="712" r="12" fill="none" stroke="${p.technical ? p.line : '#fff'}" stroke-width="3"/>`,
  },
  'soap-dispenser': {
    box: [350, 320, 570, 800],
    backdrop: 'studio',
    standing: true,
    draw: (p) =>
      `<rect x="390" y="420" width="180" height="380" rx="40" ${shape(p, p.glass)}/>
<rect x="402" y="520" width="156" height="268" rx="30" fill="${p.technical ? 'none' : '#F1E4C3'}" fill-opacity="0.85"/>
<rect x="430" y="380" width="100" height="46" rx="10" ${shape(p, p.metal)}/>
<rect x="456" y="322" width="48" height="64" rx="8" ${shape(p, p.metal)}/>
<path d="M456 330 L362 330 L350 346 L456 354 Z" ${shape(p, p.metal)}/>`,
  },
  'bathtub-freestanding': {
    box: [122, 278, 884, 820],
    backdrop: 'studio',
    standing: true,
    draw: (p) =>
      `<path d="M360 712 L600 712 L622 820 L338 820 Z" ${shape(p, p.body)}/>
<path d="M150 420 L810 420 C830 420 838 430 830 450 C800 600 720 700 600 720 L360 720 C240 700 160 600 130 450 C122 430 130 420 150 420 Z" ${shape(p, p.body)}/>
<rect x="138" y="406" width="684" height="22" rx="11" ${shape(p, p.body)}/>
<path d="M190 470 C220 590 290 660 370 684" fill="none" stroke="#fff" stroke-opacity="${p.technical ? 0 : 0.7}" stroke-width="10" stroke-linecap="round"/>
<rect x="858" y="330" width="22" height="490" rx="6" ${shape(p, p.metal)}/>
${tube(p, 'M869 336 C869 270 790 270 784 340', 18)}
<rect x="846" y="800" width="48" height="20" rx="4" ${shape(p, p.metal)}/>`,
  },
  'bathtub-built-in': {
    box: [120, 360, 840, 820],
    backdrop: 'studio',
    standing: true,
    draw: (p) =>
      `<rect x="130" y="498" width="700" height="322" ${shape(p, p.body)}/>
<rect x="160" y="528" width="640" height="262" rx="8" fill="none" stroke="${p.technical ? p.line : '#000'}" stroke-opacity="${p.technical ? 1 : 0.08}" stroke-width="3"/>
<rect x="120" y="470" width="720" height="32" rx="10" ${shape(p, p.body)}/>
<rect x="440" y="380" width="80" height="40" rx="18" ${shape(p, p.metal)}/>
<path d="M470 416 L470 440 C470 452 490 452 490 440 L490 416 Z" ${shape(p, p.metal)}/>
<rect x="458" y="360" width="44" height="24" rx="8" ${shape(p, p.metal)}/>
<path d="M640 470 L760 470 L752 436 L648 436 Z" ${shape(p, p.towel)}/>
<path d="M648 452 L756 452" stroke="${p.technical ? p.line : '#c9bfae'}" stroke-width="3"/>`,
  },
  'kitchen-sink': {
    box: [110, 270, 850, 690],
    backdrop: 'studio',
    standing: false,
    draw: (p) => {
      let brush = '';
      if (p.brushed && !p.technical) {
        for (let y = 282; y < 682; y += 7) {
          brush += `<line x1="122" y1="${y}" x2="838" y2="${y}" stroke="#fff" stroke-opacity="0.10" stroke-width="2"/>`;
        }
      }
      let grooves = '';
      for (let i = 0; i < 7; i++) {
        const y = 340 + i * 44;
        grooves += `<path d="M560 ${y} L800 ${y}" fill="none" stroke="${p.technical ? p.line : darken('#999999', 0.3)}" stroke-opacity="${p.technical ? 1 : 0.45}" stroke-width="4" stroke-linecap="round"/>`;
      }
      return `<rect x="110" y="270" width="740" height="420" rx="30" ${shape(p, p.body)}/>${brush}
<rect x="150" y="310" width="360" height="340" rx="28" ${shape(p, p.inner)}/>
<rect x="168" y="328" width="324" height="304" rx="22" fill="none" stroke="#000" stroke-opacity="${p.technical ? 0 : 0.12}" stroke-width="8"/>
${grooves}
<circle cx="330" cy="480" r="36" ${shape(p, p.metal)}/>
<path d="M306 480 L354 480 M330 456 L330 504" stroke="${p.technical ? p.line : '#555'}" stroke-width="4"/>
<circle cx="620" cy="298" r="12" ${shape(p, p.technical ? 'none' : '#555')}/>`;
    },
  },
  'sink-mixer': {
    box: [270, 200, 664, 800],
    backdrop: 'studio',
    standing: true,
    draw: (p) =>
      `<ellipse cx="560" cy="790" rx="72" ry="13" ${shape(p, p.metal)}/>
<rect x="535" y="362" width="50" height="430" rx="20" ${shape(p, p.metal)}/>
${tube(p, 'M560 372 C560 186 300 186 300 330', 44)}
<rect x="280" y="328" width="40" height="40" rx="8" ${shape(p, p.metal)}/>
<path d="M585 520 L660 498 L664 518 L585 546 Z" ${shape(p, p.metal)}/>
${stream(p, 300, 370, 780, 16)}`,
  },
  'pull-out-faucet': {
    box: [262, 180, 664, 800],
    backdrop: 'studio',
    standing: true,
    draw: (p) => {
      let coil = '';
      for (let i = 0; i < 12; i++) {
        coil += `<ellipse cx="560" cy="${410 + i * 28}" rx="50" ry="11" fill="none" stroke="${p.technical ? p.line : p.metal}" stroke-width="${p.technical ? p.lineWidth : 9}"/>`;
      }
      return `<ellipse cx="560" cy="790" rx="72" ry="13" ${shape(p, p.metal)}/>
<rect x="544" y="380" width="32" height="412" rx="12" ${shape(p, p.metal)}/>
${coil}
${tube(p, 'M560 390 C560 170 300 170 300 320', 30)}
<rect x="270" y="316" width="60" height="84" rx="20" ${shape(p, p.metal)}/>
<ellipse cx="300" cy="400" rx="26" ry="7" ${shape(p, p.technical ? 'none' : '#444')}/>
<path d="M576 640 L650 620 L654 640 L576 664 Z" ${shape(p, p.metal)}/>
${stream(p, 300, 408, 780, 22)}`;
    },
  },
  'ceiling-light': {
    box: [230, 200, 730, 332],
    backdrop: 'studio',
    standing: false,
    draw: (p) =>
      `${p.technical ? `<line x1="80" y1="200" x2="880" y2="200" stroke="${p.line}" stroke-width="${p.lineWidth}" stroke-dasharray="14 10"/>` : `${p.environment ? '<rect x="0" y="0" width="960" height="200" fill="#F1EEE8"/>' : ''}<polygon points="250,330 710,330 960,960 0,960" fill="${p.glow}"/>`}
<rect x="230" y="200" width="500" height="42" rx="8" ${shape(p, p.body)}/>
<path d="M236 240 L724 240 C724 300 620 332 480 332 C340 332 236 300 236 240 Z" ${shape(p, p.glass)}/>`,
  },
  'pendant-lamp': {
    box: [250, 0, 710, 616],
    backdrop: 'studio',
    standing: false,
    draw: (p) =>
      `${p.technical ? '' : `<polygon points="262,560 698,560 960,960 0,960" fill="${p.glow}"/>`}
<line x1="480" y1="20" x2="480" y2="330" stroke="${p.technical ? p.line : '#222'}" stroke-width="5"/>
<rect x="425" y="0" width="110" height="24" rx="6" ${shape(p, p.body)}/>
<circle cx="480" cy="578" r="40" fill="${p.technical ? 'none' : '#FFF6D8'}" stroke="${p.line}" stroke-width="${p.lineWidth}"/>
<path d="M480 330 C360 330 270 420 250 560 L710 560 C690 420 600 330 480 330 Z" ${shape(p, p.body)}/>
<ellipse cx="480" cy="560" rx="230" ry="22" ${shape(p, p.technical ? 'none' : '#FFE6A6')}/>
<rect x="458" y="316" width="44" height="26" rx="6" ${shape(p, p.metal)}/>
<path d="M320 520 C340 440 390 380 450 356" fill="none" stroke="#fff" stroke-opacity="${p.technical ? 0 : 0.25}" stroke-width="12" stroke-linecap="round"/>`,
  },
  'wall-light': {
    box: [410, 330, 550, 630],
    backdrop: 'dusk',
    standing: false,
    draw: (p) =>
      `${p.technical ? '' : `<polygon points="420,630 540,630 640,900 320,900" fill="${p.glow}" transform="translate(0 960) scale(1 -1)"/><polygon points="420,630 540,630 640,900 320,900" fill="${p.glow}"/>`}
<rect x="430" y="380" width="100" height="200" rx="12" ${shape(p, p.body)}/>
<rect x="410" y="330" width="140" height="300" rx="16" ${shape(p, p.body)}/>
<rect x="424" y="330" width="112" height="10" fill="${p.technical ? 'none' : '#FFF3C8'}"/>
<rect x="424" y="620" width="112" height="10" fill="${p.technical ? 'none' : '#FFF3C8'}"/>
<rect x="430" y="344" width="16" height="272" rx="8" fill="#fff" fill-opacity="${p.technical ? 0 : 0.18}"/>`,
  },
  'outdoor-lantern': {
    box: [180, 250, 568, 586],
    backdrop: 'dusk',
    standing: false,
    draw: (p) =>
      `<rect x="180" y="250" width="32" height="124" rx="6" ${shape(p, p.body)}/>
<path d="M210 300 C300 300 400 262 480 262" fill="none" stroke="${p.technical ? p.line : p.body}" stroke-width="14" stroke-linecap="round"/>
<line x1="480" y1="262" x2="480" y2="292" stroke="${p.technical ? p.line : p.body}" stroke-width="8"/>
<rect x="410" y="330" width="140" height="220" ${shape(p, p.glass)}/>
<circle cx="480" cy="446" r="32" fill="${p.technical ? 'none' : '#FFF2C2'}" stroke="${p.line}" stroke-width="${p.lineWidth}"/>
<path d="M410 330 L410 550 M480 330 L480 410 M480 480 L480 550 M550 330 L550 550" stroke="${p.technical ? p.line : p.body}" stroke-width="8"/>
<path d="M396 332 L564 332 L532 290 L428 290 Z" ${shape(p, p.body)}/>
<path d="M398 550 L562 550 L540 584 L420 584 Z" ${shape(p, p.body)}/>`,
  },
  'bollard-light': {
    box: [410, 288, 550, 780],
    backdrop: 'dusk',
    standing: true,
    draw: (p) =>
      `${p.technical ? '' : `${p.environment ? '<rect x="0" y="760" width="960" height="200" fill="#3E5B3A"/>' : ''}<ellipse cx="480" cy="790" rx="300" ry="46" fill="${p.glow}"/>`}
<rect x="420" y="300" width="120" height="480" rx="8" ${shape(p, p.body)}/>
<rect x="410" y="288" width="140" height="32" rx="6" ${shape(p, p.body)}/>
<rect x="428" y="332" width="104" height="70" rx="6" fill="${p.technical ? 'none' : '#FFF0B8'}" stroke="${p.line}" stroke-width="${p.lineWidth}"/>
<rect x="432" y="420" width="14" height="340" rx="7" fill="#fff" fill-opacity="${p.technical ? 0 : 0.12}"/>`,
  },
};

function darkCounter(p: Paint): string {
  return p.technical ? 'none' : '#8A6E52';
}

export function kindBox(kind: ProductKind): [number, number, number, number] {
  return KINDS[kind].box;
}

export function kindBackdrop(kind: ProductKind): 'studio' | 'dusk' {
  return KINDS[kind].backdrop;
}

/** Whether a finish is a metal (the product's colour then is its metal). */
const METAL_FINISHES = new Set(['Chrome', 'Brushed Gold', 'Rose Gold', 'Brushed Nickel', 'Stainless Steel']);

function metalStops(colourName: string, hex: string): string {
  if (colourName === 'Chrome' || colourName === 'Stainless Steel' || colourName === 'Brushed Nickel') {
    const base = colourName === 'Chrome' ? '#B9BCC4' : hex;
    return `<stop offset="0" stop-color="${lighten(base, 0.75)}"/><stop offset="0.28" stop-color="${base}"/><stop offset="0.5" stop-color="${lighten(base, 0.85)}"/><stop offset="0.72" stop-color="${darken(base, 0.25)}"/><stop offset="1" stop-color="${lighten(base, 0.5)}"/>`;
  }
  if (lightness(hex) < 0.3) {
    return `<stop offset="0" stop-color="${lighten(hex, 0.25)}"/><stop offset="0.5" stop-color="${hex}"/><stop offset="1" stop-color="${darken(hex, 0.35)}"/>`;
  }
  return `<stop offset="0" stop-color="${lighten(hex, 0.45)}"/><stop offset="0.3" stop-color="${hex}"/><stop offset="0.55" stop-color="${lighten(hex, 0.3)}"/><stop offset="1" stop-color="${darken(hex, 0.3)}"/>`;
}

/**
 * Gradients and the paint for one product drawing. `id` prefixes the gradient ids so several drawings can
 * share one document (scenes, icons).
 */
export function productPaint(id: string, colourName: string, hex: string): { defs: string; paint: Paint } {
  const isMetal = METAL_FINISHES.has(colourName);
  const chrome = metalStops('Chrome', '#C0C0C8');
  const finish = metalStops(colourName, hex);
  const light = lightness(hex);
  const body =
    light > 0.85
      ? `<stop offset="0" stop-color="#FFFFFF"/><stop offset="0.55" stop-color="${darken(hex, 0.04)}"/><stop offset="1" stop-color="${darken(hex, 0.2)}"/>`
      : `<stop offset="0" stop-color="${lighten(hex, 0.3)}"/><stop offset="0.55" stop-color="${hex}"/><stop offset="1" stop-color="${darken(hex, 0.3)}"/>`;
  const defs = `<linearGradient id="${id}-body" x1="0" y1="0" x2="1" y2="1">${isMetal ? finish : body}</linearGradient>
<linearGradient id="${id}-metal" x1="0" y1="0" x2="1" y2="0">${isMetal || light < 0.3 || colourName === 'Brushed Gold' ? finish : chrome}</linearGradient>
<linearGradient id="${id}-inner" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${darken(hex, light > 0.85 ? 0.2 : 0.35)}"/><stop offset="1" stop-color="${darken(hex, 0.06)}"/></linearGradient>
<linearGradient id="${id}-glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#EEF5F7"/><stop offset="0.5" stop-color="#D5E2E6"/><stop offset="1" stop-color="#F6FAFB"/></linearGradient>
<linearGradient id="${id}-glow" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FFE9A8" stop-opacity="0.55"/><stop offset="1" stop-color="#FFE9A8" stop-opacity="0"/></linearGradient>`;
  return {
    defs,
    paint: {
      body: `url(#${id}-body)`,
      metal: `url(#${id}-metal)`,
      inner: `url(#${id}-inner)`,
      glass: `url(#${id}-glass)`,
      glow: `url(#${id}-glow)`,
      water: '#9CC9E6',
      towel: '#EDE6DA',
      counter: '#CDB79A',
      wall: '#ECEAE6',
      line: light > 0.8 ? '#A3ABB3' : darken(hex, 0.45),
      lineWidth: 2.5,
      bg: '#ffffff',
      technical: false,
      brushed: colourName === 'Stainless Steel',
      environment: false,
    },
  };
}

/** The drawing of a kind as elements in the 960 box (no backdrop), for scenes and icons. */
export function kindElements(id: string, kind: ProductKind, colourName: string, hex: string): string {
  const { defs, paint } = productPaint(id, colourName, hex);
  return `<defs>${defs}</defs>${KINDS[kind].draw(paint)}`;
}

const doc = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

/** The studio picture of a product kind in a colour: 960 × 960. */
export function productSvg(kind: ProductKind, colourName: string, hex: string): string {
  const drawing = KINDS[kind];
  const { defs, paint: scenePaint } = productPaint('p', colourName, hex);
  const paint = { ...scenePaint, environment: true };
  const backdrop =
    drawing.backdrop === 'dusk'
      ? `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#26324D"/><stop offset="1" stop-color="#46506A"/></linearGradient>`
      : `<radialGradient id="bg" cx="0.5" cy="0.4" r="0.75"><stop offset="0" stop-color="#FFFFFF"/><stop offset="1" stop-color="#E4E8EB"/></radialGradient>`;
  const [x1, , x2] = drawing.box;
  const shadow = drawing.standing
    ? `<ellipse cx="${(x1 + x2) / 2}" cy="824" rx="${(x2 - x1) / 2 + 30}" ry="22" fill="#000" fill-opacity="0.12"/>`
    : '';
  const floor =
    drawing.backdrop === 'studio'
      ? `<rect x="0" y="820" width="960" height="140" fill="#000" fill-opacity="0.03"/>`
      : '';
  return doc(
    960,
    960,
    `<defs>${backdrop}${defs}</defs><rect width="960" height="960" fill="url(#bg)"/>${floor}${shadow}${drawing.draw(paint)}`,
  );
}

/** A blueprint-style drawing of a kind with dimension lines: 960 × 960. */
export function technicalSvg(kind: ProductKind, label: string): string {
  const drawing = KINDS[kind];
  const bg = '#17324D';
  const line = '#EAF2FF';
  const paint: Paint = {
    body: 'none',
    metal: 'none',
    inner: 'none',
    glass: 'none',
    glow: 'none',
    water: 'none',
    towel: 'none',
    counter: 'none',
    wall: 'none',
    line,
    lineWidth: 2.5,
    bg,
    technical: true,
    brushed: false,
    environment: true,
  };
  let grid = '';
  for (let i = 40; i < 960; i += 40) {
    const strong = i % 200 === 0;
    grid += `<line x1="${i}" y1="0" x2="${i}" y2="960" stroke="#2B4B6E" stroke-width="${strong ? 1.6 : 0.7}"/><line x1="0" y1="${i}" x2="960" y2="${i}" stroke="#2B4B6E" stroke-width="${strong ? 1.6 : 0.7}"/>`;
  }
  const [x1, y1, x2, y2] = drawing.box;
  const dy = Math.min(y2 + 56, 880);
  const dx = Math.min(x2 + 50, 930);
  const arrow = (x: number, y: number, angle: number) =>
    `<path d="M0 0 L-14 -6 L-14 6 Z" fill="${line}" transform="translate(${x} ${y}) rotate(${angle})"/>`;
  const dims = `<g stroke="${line}" stroke-width="1.5">
<line x1="${x1}" y1="${dy - 14}" x2="${x1}" y2="${dy + 14}"/><line x1="${x2}" y1="${dy - 14}" x2="${x2}" y2="${dy + 14}"/>
<line x1="${x1}" y1="${dy}" x2="${x2}" y2="${dy}"/>
<line x1="${dx - 14}" y1="${y1}" x2="${dx + 14}" y2="${y1}"/><line x1="${dx - 14}" y1="${y2}" x2="${dx + 14}" y2="${y2}"/>
<line x1="${dx}" y1="${y1}" x2="${dx}" y2="${y2}"/></g>
${arrow(x1, dy, 180)}${arrow(x2, dy, 0)}${arrow(dx, y1, -90)}${arrow(dx, y2, 90)}
<text x="${(x1 + x2) / 2}" y="${dy - 12}" font-family="${SANS}" font-size="24" fill="${line}" text-anchor="middle">W</text>
<text x="${dx - 12}" y="${(y1 + y2) / 2}" font-family="${SANS}" font-size="24" fill="${line}" text-anchor="end">H</text>`;
  const block = `<g font-family="${SANS}" fill="${line}">
<rect x="560" y="880" width="380" height="62" fill="${bg}" stroke="${line}" stroke-width="1.5"/>
<text x="576" y="906" font-size="20" font-weight="bold">${escapeXml(label.toUpperCase())}</text>
<text x="576" y="930" font-size="15" fill-opacity="0.8">SAJILO · TECHNICAL DRAWING · DIMENSIONS IN MM</text></g>`;
  return doc(
    960,
    960,
    `<rect width="960" height="960" fill="${bg}"/>${grid}${drawing.draw(paint)}${dims}${block}`,
  );
}
